import type { ReactNode } from 'react';
import { ActionIcon, Group, Tooltip, type ActionIconProps } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/** The action column of a table row: its icon buttons side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap">
      {children}
    </Group>
  );
}

export interface RowActionProps {
  /** What the button does, naming the row ("Modifier Salle A"): its accessible name and tooltip. */
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  color?: ActionIconProps['color'];
  disabled?: boolean;
  /** Renders the button as a link (`(props) => <Link to=… {...props} />`). */
  renderRoot?: (props: Record<string, unknown>) => ReactNode;
  /** Shows the label as a tooltip too (icon-only buttons whose meaning is not obvious). */
  tooltip?: boolean;
}

/** One icon button of a row: subtle, labelled for screen readers, optionally a link. */
export function RowAction({
  label,
  icon,
  onClick,
  color,
  disabled,
  renderRoot,
  tooltip = false,
}: RowActionProps) {
  const button = (
    <ActionIcon
      variant="subtle"
      color={color}
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      renderRoot={renderRoot}
    >
      {icon}
    </ActionIcon>
  );
  return tooltip ? <Tooltip label={label}>{button}</Tooltip> : button;
}

export interface EditDeleteActionsProps {
  /** "Modifier Salle A", "Supprimer Salle A": each button's accessible name. */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** The usual pair of a list row: edit (pencil) and delete (red bin). */
export function EditDeleteActions({ editLabel, deleteLabel, onEdit, onDelete }: EditDeleteActionsProps) {
  return (
    <RowActions>
      <RowAction
        color="passerelle"
        label={editLabel}
        icon={<IconPencil size={18} aria-hidden />}
        onClick={onEdit}
      />
      <RowAction
        color="red.8"
        label={deleteLabel}
        icon={<IconTrash size={18} aria-hidden />}
        onClick={onDelete}
      />
    </RowActions>
  );
}
