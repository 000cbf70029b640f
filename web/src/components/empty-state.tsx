import type { ReactNode } from 'react';
import { Stack, Text, Title, type TitleOrder } from '@mantine/core';

export interface EmptyStateProps {
  /** What is missing ("No exhibitor yet"). */
  title: ReactNode;
  /** What to do next (§visual: empty states say what to do next). */
  text?: ReactNode;
  /** The next step itself: a button, a link, a selector. */
  children?: ReactNode;
  icon?: ReactNode;
  /** A heading level when the empty state is the page's content (else the title is plain bold text). */
  level?: TitleOrder;
}

/** The one empty state of the web: centred title, what to do next, and the control that does it. */
export function EmptyState({ title, text, children, icon, level }: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      {icon}
      {level ? (
        <Title order={level} size="h4" fw={600}>
          {title}
        </Title>
      ) : (
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
      )}
      {text ? (
        <Text size="sm" c="gray.7" maw={520}>
          {text}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
