import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** A titled form section (visual.md: forms in sections), labelled by its heading. */
export function FormSection({
  id,
  title,
  level = 2,
  children,
}: {
  id: string;
  title: string;
  level?: 2 | 3;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="md">
        <Title order={level} size={level === 2 ? 'h3' : 'h4'} id={`${id}-title`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
