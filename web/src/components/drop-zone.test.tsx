import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render.tsx';
import { DropZone } from './drop-zone.tsx';

const csv = () => new File(['a;b'], 'people.csv', { type: 'text/csv' });

describe('DropZone', () => {
  it('hands over the first file dropped on it, and lights up while one is dragged over', () => {
    const onDrop = vi.fn();
    renderWithProviders(
      <DropZone onDrop={onDrop} role="group" aria-labelledby="zone-label">
        <span id="zone-label">Logo</span>
      </DropZone>,
    );
    const zone = screen.getByRole('group', { name: 'Logo' });
    fireEvent.dragEnter(zone);
    expect(zone.style.background).toContain('passerelle-0');
    const file = csv();
    fireEvent.drop(zone, { dataTransfer: { files: [file, csv()] } });
    expect(onDrop).toHaveBeenCalledExactlyOnceWith(file);
    expect(zone.style.background).toBe('');
  });

  it('ignores drops while disabled, and shows a refused file with a red border', () => {
    const onDrop = vi.fn();
    renderWithProviders(
      <DropZone onDrop={onDrop} disabled invalid role="group" aria-labelledby="zone-label">
        <span id="zone-label">Logo</span>
      </DropZone>,
    );
    const zone = screen.getByRole('group', { name: 'Logo' });
    fireEvent.dragOver(zone);
    expect(zone.style.background).toBe('');
    fireEvent.drop(zone, { dataTransfer: { files: [csv()] } });
    expect(onDrop).not.toHaveBeenCalled();
    expect(zone.style.borderColor).toContain('red-7');
  });
});
