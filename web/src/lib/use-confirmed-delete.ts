import { useState } from 'react';

/** What the hook needs of a delete mutation (`useMutation` taking the row's id). */
export interface DeleteMutation {
  mutate: (id: number, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * A row's deletion behind `ConfirmModal`: `ask(row)` opens the dialog (clearing the last
 * failure), `modal` is the dialog's state (`<ConfirmModal {...deletion.modal} title=… />`), and the
 * dialog closes once the row is gone (then `onDeleted` runs: a toast).
 */
export function useConfirmedDelete<T extends { id: number }>(
  remove: DeleteMutation,
  onDeleted?: (row: T) => void,
) {
  const [target, setTarget] = useState<T | null>(null);
  return {
    /** The row the dialog asks about. */
    target,
    ask: (row: T): void => {
      remove.reset();
      setTarget(row);
    },
    modal: {
      opened: target !== null,
      onClose: () => setTarget(null),
      pending: remove.isPending,
      error: remove.isError ? remove.error : null,
      onConfirm: (): void => {
        if (!target) return;
        remove.mutate(target.id, {
          onSuccess: () => {
            setTarget(null);
            onDeleted?.(target);
          },
        });
      },
    },
  };
}
