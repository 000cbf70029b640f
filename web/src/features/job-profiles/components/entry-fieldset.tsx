import type { ReactNode } from 'react';
import { Badge, Button, Group, Paper, SimpleGrid } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** One entry of a list the candidate writes (an experience, a diploma): its fields and its removal. */
export function EntryFieldset({
  legend,
  removeLabel,
  onRemove,
  children,
}: {
  legend: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="sm" component="fieldset" miw={0}>
      <legend>
        <Badge variant="light">{legend}</Badge>
      </legend>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{children}</SimpleGrid>
      <Group justify="end" mt="xs">
        <Button
          variant="subtle"
          color="red.9"
          c="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onRemove}
        >
          {removeLabel}
        </Button>
      </Group>
    </Paper>
  );
}
