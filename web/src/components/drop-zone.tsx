import { useState, type DragEvent, type ReactNode } from 'react';
import { Paper, type PaperProps } from '@mantine/core';

export interface DropZoneProps {
  /** The first file dropped on the zone; never called while it is disabled. */
  onDrop: (file: File) => void;
  /** Drops are ignored and the zone does not light up (disabled, or a file is being sent). */
  disabled?: boolean;
  /** The last file was refused: the border turns red. */
  invalid?: boolean;
  p?: PaperProps['p'];
  role?: string;
  'aria-labelledby'?: string;
  'aria-busy'?: boolean;
  /** What the zone says and the button that picks a file (the keyboard's and screen readers' way). */
  children: ReactNode;
}

/**
 * The dashed zone a file can be dropped on, lit while a file is dragged over it (media uploads,
 * the user import): Mantine's Dropzone is not a dependency.
 */
export function DropZone({ onDrop, disabled = false, invalid = false, children, ...paper }: DropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const over = (event: DragEvent): void => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const drop = (event: DragEvent): void => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onDrop(file);
  };

  return (
    <Paper
      withBorder
      radius="md"
      {...paper}
      onDragOver={over}
      onDragEnter={over}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: invalid
          ? 'var(--mantine-color-red-7)'
          : dragging
            ? 'var(--mantine-color-passerelle-6)'
            : undefined,
        background: dragging ? 'var(--mantine-color-passerelle-0)' : undefined,
      }}
    >
      {children}
    </Paper>
  );
}
