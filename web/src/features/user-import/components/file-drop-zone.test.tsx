import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { FileDropZone } from './file-drop-zone.tsx';

const csv = () => new File(['email;prénom;nom\n'], 'liste.csv', { type: 'text/csv' });

describe('FileDropZone', () => {
  it('takes a file from the button’s file input, and from a drop', async () => {
    const onFile = vi.fn();
    const { container } = renderWithProviders(<FileDropZone file={null} onFile={onFile} />);
    expect(screen.getByRole('button', { name: 'Choisir un fichier' }).getAttribute('aria-describedby')).toBe(
      'user-import-file-hint',
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toContain('.xlsx');
    const file = csv();
    await userEvent.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);

    const dropped = csv();
    fireEvent.drop(screen.getByText('Déposez votre fichier ici'), { dataTransfer: { files: [dropped] } });
    expect(onFile).toHaveBeenLastCalledWith(dropped);
  });

  it('shows the chosen file and a problem with it', () => {
    renderWithProviders(
      <FileDropZone file={csv()} onFile={() => undefined} error="Choisissez un fichier .csv ou .xlsx." />,
    );
    expect(screen.getByText('Fichier choisi : liste.csv (1 Ko)')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Choisissez un fichier .csv ou .xlsx.');
    expect(
      screen.getByRole('button', { name: 'Choisir un autre fichier' }).getAttribute('aria-describedby'),
    ).toBe('user-import-file-hint user-import-file-error');
  });
});
