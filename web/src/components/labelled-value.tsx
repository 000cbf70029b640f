import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** A value under its small grey label, in a card of facts (an interview's time, a profile's wishes). */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}
