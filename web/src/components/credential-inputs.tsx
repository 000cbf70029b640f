import { PasswordInput, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import { IconAt, IconLock } from '@tabler/icons-react';

/** An e-mail address field: the at sign, the e-mail keyboard, required. */
export function EmailInput(props: TextInputProps) {
  return <TextInput type="email" required leftSection={<IconAt size={16} aria-hidden />} {...props} />;
}

export interface PasswordFieldProps extends PasswordInputProps {
  /** The eye button's accessible name ("Afficher le mot de passe"). */
  toggleLabel: string;
}

/** A password field: the lock, a named show/hide button, required, invalid while it shows an error. */
export function PasswordField({ toggleLabel, ...props }: PasswordFieldProps) {
  return (
    <PasswordInput
      required
      leftSection={<IconLock size={16} aria-hidden />}
      // Mantine's PasswordInput leaves aria-invalid off its field.
      aria-invalid={props.error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': toggleLabel }}
      {...props}
    />
  );
}

/** What a login-like form sends: the address trimmed, the password as typed. */
export const credentialsOf = <V extends { email: string; password: string }>(values: V) => ({
  email: values.email.trim(),
  password: values.password,
});
