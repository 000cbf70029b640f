import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDelayedFlag } from '../lib/use-min-display.ts';

/**
 * Spinner with an accessible label, shown only once loading has lasted 200 ms (§9) so quick
 * answers do not flash.
 */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  const visible = useDelayedFlag(true);
  const text = label ?? t('loading');
  return (
    <Center mih={240} role="status" aria-live="polite" aria-busy="true">
      {visible ? (
        <Stack align="center" gap="xs">
          <Loader aria-label={text} role="img" />
          <Text c="dimmed" size="sm">
            {text}
          </Text>
        </Stack>
      ) : null}
    </Center>
  );
}
