import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { ErrorCard } from './error-card.tsx';

export interface FormActionsProps {
  submitLabel: string;
  /** The submit button shows its loader and ignores clicks while the request runs. */
  pending: boolean;
  /** What of the server's refusal no field shows (`useContractForm`'s `cardError`), above the buttons. */
  error?: unknown;
  /** A cancel button before the submit one; `disabledWhilePending` for a dialog that must not close mid-request. */
  cancel?: { label: string; onClick: () => void; disabledWhilePending?: boolean };
  /** The submit button's icon: a floppy disk (save) unless the form says otherwise (null: none). */
  icon?: ReactNode;
  /** The submit button stays disabled (the client rules find an error: `useContractForm`'s `invalid`). */
  disabled?: boolean;
}

/** The foot of a dialog or page form: the error card, then cancel and submit (the form's Enter key too). */
export function FormActions({ submitLabel, pending, error, cancel, icon, disabled }: FormActionsProps) {
  return (
    <>
      {error ? <ErrorCard error={error} /> : null}
      <Group justify="flex-end" gap="sm">
        {cancel ? (
          <Button
            variant="default"
            onClick={cancel.onClick}
            disabled={cancel.disabledWhilePending ? pending : undefined}
          >
            {cancel.label}
          </Button>
        ) : null}
        <Button
          type="submit"
          disabled={disabled}
          loading={pending}
          color="ember.7"
          leftSection={icon === undefined ? <IconDeviceFloppy size={18} aria-hidden /> : icon}
        >
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
