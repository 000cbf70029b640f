import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render.tsx';
import { LabelledValue } from './labelled-value.tsx';

describe('LabelledValue', () => {
  it('writes the label, then the value under it', () => {
    renderWithProviders(<LabelledValue label="Quand">Mardi 10 h</LabelledValue>);
    const label = screen.getByText('Quand');
    const value = screen.getByText('Mardi 10 h');
    expect(label.compareDocumentPosition(value) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
