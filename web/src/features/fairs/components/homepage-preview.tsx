import { Box, Paper, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * A page drawn at a given width (1280 or 390 px) and scaled down to the room it has, so the reader
 * sees the layout that width gives (the home page follows its container's width). Not interactive:
 * a preview's links and buttons are out of the tab order (`inert`).
 */
export function ScaledPreview({
  width,
  label,
  children,
}: {
  width: number;
  label: string;
  children: ReactNode;
}) {
  const { ref: outerRef, width: room } = useElementSize();
  const { ref: innerRef, height } = useElementSize();
  const scale = room > 0 ? Math.min(1, room / width) : 1;
  return (
    <Stack gap={4} component="figure" m={0} style={{ minWidth: 0 }}>
      <Text component="figcaption" size="sm" fw={600} c="gray.7">
        {label}
      </Text>
      <Paper withBorder radius="md" ref={outerRef} style={{ overflow: 'hidden' }} bg="gray.0">
        <Box h={height * scale} style={{ position: 'relative' }}>
          <Box
            ref={innerRef}
            w={width}
            inert
            bg="white"
            style={{
              transform: `scale(${scale})`,
              transformOrigin: 'top left',
              position: 'absolute',
              top: 0,
              left: 0,
            }}
          >
            <Box p="md">{children}</Box>
          </Box>
        </Box>
      </Paper>
    </Stack>
  );
}
