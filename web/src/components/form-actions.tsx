import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';

export interface FormActionsProps {
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  /** The submit button shows its loader and ignores clicks while the request runs. */
  pending: boolean;
}

/** The foot of a dialog or page form: cancel, then the submit button (the form's Enter key too). */
export function FormActions({ onCancel, cancelLabel, submitLabel, pending }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        type="submit"
        loading={pending}
        color="ember.7"
        leftSection={<IconDeviceFloppy size={18} aria-hidden />}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}
