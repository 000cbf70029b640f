import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useLoginModal } from '../lib/login-modal.tsx';

/**
 * What a fair's content shows to the anonymous where the fair needs a login (the api's 401):
 * why, and the button that opens the login modal.
 */
export function LoginNeededAlert({ title, body, login }: { title: string; body: string; login: string }) {
  const loginModal = useLoginModal();
  return (
    <Alert color="passerelle" variant="light" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{body}</Text>
        <Button
          color="ember.7"
          leftSection={<IconLogin size={18} aria-hidden />}
          onClick={loginModal.open}
          aria-haspopup="dialog"
        >
          {login}
        </Button>
      </Stack>
    </Alert>
  );
}
