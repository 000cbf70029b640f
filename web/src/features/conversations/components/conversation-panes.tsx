import type { ReactNode } from 'react';
import { Box, Grid } from '@mantine/core';
import { useIsBelow } from '../../../lib/use-viewport.ts';

/**
 * The list beside the open conversation; on phones (360–390 px) two views, the list or the
 * thread (which has its back button).
 */
export function ConversationPanes({
  list,
  thread,
  showingThread,
}: {
  list: ReactNode;
  thread: ReactNode;
  /** A conversation is open (phones show it instead of the list). */
  showingThread: boolean;
}) {
  const phone = useIsBelow('sm');
  if (phone) return <Box>{showingThread ? thread : list}</Box>;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 5, lg: 4 }}>{list}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7, lg: 8 }}>{thread}</Grid.Col>
    </Grid>
  );
}
