import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

interface SuccessAlertProps {
  title: string;
  /** The sentence to show (usually the server's localised message). */
  message: string;
  /** Follow-up actions (links, buttons) under the message. */
  children?: ReactNode;
}

const SUCCESS_TEXT = '#1e5631';

/** The green counterpart of the error card: role=status, focused when it appears. */
export function SuccessAlert({ title, message, children }: SuccessAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="green"
      variant="light"
      role="status"
      title={title}
      icon={<IconCircleCheck size={20} aria-hidden />}
      // Mantine's green-9 on the light-green background is ≈3.9:1; this green keeps AA (≈7.8:1).
      styles={{ title: { color: SUCCESS_TEXT }, message: { color: SUCCESS_TEXT } }}
    >
      <Text size="sm" c="inherit">
        {message}
      </Text>
      {children}
    </Alert>
  );
}
