import { Button, Group, Paper, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';

export interface SaveBarProps {
  /** The region's name for screen readers ("Enregistrement du profil"). */
  label: string;
  dirty: boolean;
  invalid: boolean;
  pending: boolean;
  /** "Unsaved changes" / "No changes": announced politely as they change. */
  dirtyText: string;
  cleanText: string;
  saveLabel: string;
}

/** The save bar stuck to the bottom of long edit forms: what is unsaved, and the submit button. */
export function SaveBar({ label, dirty, invalid, pending, dirtyText, cleanText, saveLabel }: SaveBarProps) {
  return (
    <Paper
      withBorder
      shadow="sm"
      radius="md"
      p="sm"
      pos="sticky"
      bottom={0}
      style={{ zIndex: 2 }}
      aria-label={label}
      role="region"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="gray.7" aria-live="polite">
          {dirty ? dirtyText : cleanText}
        </Text>
        <Button
          type="submit"
          disabled={!dirty || invalid}
          loading={pending}
          color="ember.7"
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
        >
          {saveLabel}
        </Button>
      </Group>
    </Paper>
  );
}
