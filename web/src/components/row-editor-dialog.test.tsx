import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRowEditor } from '../lib/use-row-editor.ts';
import { renderWithProviders } from '../test/render.tsx';
import { RowEditorDialog } from './row-editor-dialog.tsx';

const idle = { reset: () => {}, isPending: false, error: null };
const rows = [
  { id: 1, name: 'Santé' },
  { id: 2, name: 'Industrie' },
];

function Groups() {
  const editor = useRowEditor<{ id: number; name: string }>(idle, idle);
  return (
    <>
      <button onClick={() => editor.open(null)}>Ajouter</button>
      {rows.map((row) => (
        <button key={row.id} onClick={() => editor.open(row)}>{`Modifier ${row.name}`}</button>
      ))}
      <RowEditorDialog
        editor={editor}
        createTitle="Nouveau groupe"
        editTitle="Modifier le groupe"
        closeLabel="Fermer"
      >
        {(row, formProps) => (
          <form>
            <input aria-label="Nom" defaultValue={row?.name ?? ''} />
            <button type="button" onClick={formProps.onCancel}>
              Annuler
            </button>
          </form>
        )}
      </RowEditorDialog>
    </>
  );
}

describe('RowEditorDialog', () => {
  it('opens titled for a creation or an edit, its form starting from the row each time', async () => {
    renderWithProviders(<Groups />);
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Modifier Santé' }));
    expect(await screen.findByRole('dialog', { name: 'Modifier le groupe' })).toBeTruthy();
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Nom' });
    expect(name.value).toBe('Santé');
    await userEvent.type(name, ' publique');
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Nom' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByRole('dialog', { name: 'Nouveau groupe' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Nom' }).value).toBe('');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });
});
