import { useState } from 'react';

/** What the hook needs of the create and update mutations. */
export interface SaveMutation {
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

/**
 * A list's create/edit dialog: `open(row)` edits a row, `open(null)` creates (each clearing the
 * last failures), `dialog` is the Modal's state, `formProps` what its form takes (cancel, the
 * running save and its failure); `close()` once saved.
 */
export function useRowEditor<T>(create: SaveMutation, update: SaveMutation, initiallyCreating = false) {
  const [editing, setEditing] = useState<{ row: T | null } | null>(initiallyCreating ? { row: null } : null);
  const save = editing?.row ? update : create;
  const close = (): void => setEditing(null);
  return {
    /** The dialog is open on a row (edit) or on null (create). */
    editing,
    open: (row: T | null): void => {
      create.reset();
      update.reset();
      setEditing({ row });
    },
    close,
    dialog: { opened: editing !== null, onClose: close },
    formProps: { onCancel: close, pending: save.isPending, error: save.error },
  };
}

/** What `useRowEditor` gives: the edited row, `open`, `close`, the dialog's and the form's props. */
export type RowEditor<T> = ReturnType<typeof useRowEditor<T>>;
