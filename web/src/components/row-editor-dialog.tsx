import { Fragment, type ReactNode } from 'react';
import { Modal, type ModalProps } from '@mantine/core';
import type { RowEditor } from '../lib/use-row-editor.ts';

export interface RowEditorDialogProps<T extends { id: number }> {
  /** The list's `useRowEditor`: which row is edited (null: a new one), the dialog's state. */
  editor: RowEditor<T>;
  createTitle: string;
  editTitle: string;
  size?: ModalProps['size'];
  /** The close button's name, when the dialog names it. */
  closeLabel?: string;
  /** The form for the row (null: a new one), given what it takes of the editor (cancel, save state). */
  children: (row: T | null, formProps: RowEditor<T>['formProps']) => ReactNode;
}

/**
 * A list's create/edit dialog: titled for what it does, its form mounted only while it is open
 * and mounted afresh for each row, so it starts from that row's values.
 */
export function RowEditorDialog<T extends { id: number }>({
  editor,
  createTitle,
  editTitle,
  size,
  closeLabel,
  children,
}: RowEditorDialogProps<T>) {
  const { editing } = editor;
  return (
    <Modal
      {...editor.dialog}
      title={editing?.row ? editTitle : createTitle}
      size={size}
      closeButtonProps={closeLabel ? { 'aria-label': closeLabel } : undefined}
    >
      {editing ? (
        <Fragment key={editing.row?.id ?? 'new'}>{children(editing.row, editor.formProps)}</Fragment>
      ) : null}
    </Modal>
  );
}
