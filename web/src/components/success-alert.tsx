import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconList } from '@tabler/icons-react';

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

export interface NextStepsProps {
  /** Back to the list the new things are in. */
  list: { label: string; renderRoot: (props: Record<string, unknown>) => ReactNode };
  /** Do it again (another person, another file). */
  another: { label: string; icon: ReactNode; onClick: () => void };
}

/** What to do after a creation, under its success alert: see the list, or create another. */
export function NextSteps({ list, another }: NextStepsProps) {
  return (
    <Group gap="sm" mt="sm">
      <Button renderRoot={list.renderRoot} variant="light" leftSection={<IconList size={18} aria-hidden />}>
        {list.label}
      </Button>
      <Button variant="outline" leftSection={another.icon} onClick={another.onClick}>
        {another.label}
      </Button>
    </Group>
  );
}
