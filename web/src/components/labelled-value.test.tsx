import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render.tsx';
import { LabelledValue } from './labelled-value.tsx';

describe('LabelledValue', () => {
  it('writes the label, then the value under it', () => {
    const { container } = renderWithProviders(<LabelledValue label="Quand">Mardi 10 h</LabelledValue>);
    expect(screen.getByText('Quand')).toBeTruthy();
    expect(container.textContent).toBe('QuandMardi 10 h');
  });
});
