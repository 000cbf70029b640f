import type { ReactNode } from 'react';
import { Alert, AspectRatio, Box, Button, Grid, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconVideoOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LocalMedia } from '../local-media.ts';
import { MediaVideo } from './media-video.tsx';
import { MicMeter } from './mic-meter.tsx';

/**
 * The check before joining: the live preview, the camera and microphone to use, the level meter,
 * and why it does not work when it does not (permission refused, no device, device in use).
 * `children`: what to do once ready (call, answer, join).
 */
export function DeviceCheck({ media, children }: { media: LocalMedia; children: ReactNode }) {
  const { t } = useTranslation('visio');
  const hasVideo = !!media.stream && media.stream.getVideoTracks().length > 0;
  const deviceLabel = (d: MediaDeviceInfo, i: number, kind: 'microphone' | 'camera') =>
    d.label || t(`prejoin.${kind}N`, { n: i + 1 });
  return (
    <Grid gap="lg" data-testid="visio-prejoin">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <AspectRatio ratio={16 / 9}>
          <Box
            style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', position: 'relative' }}
            bg="dark.7"
          >
            {media.pending && !media.stream ? (
              <Skeleton h="100%" w="100%" />
            ) : hasVideo ? (
              <MediaVideo
                stream={media.stream}
                muted
                mirrored
                label={t('prejoin.preview')}
                testId="visio-preview"
              />
            ) : (
              <Stack align="center" justify="center" h="100%" c="gray.0" gap="xs">
                <IconVideoOff size={40} aria-hidden />
                <Text size="sm" c="gray.0">
                  {t('prejoin.noPreview')}
                </Text>
              </Stack>
            )}
          </Box>
        </AspectRatio>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          {media.problem ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle size={20} aria-hidden />}
              title={t(`problem.${media.problem}.title`)}
              styles={{ message: { color: 'var(--mantine-color-red-9)' } }}
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t(`problem.${media.problem}.text`)}</Text>
                <Button
                  size="xs"
                  variant="outline"
                  color="red.9"
                  leftSection={<IconRefresh size={16} aria-hidden />}
                  onClick={media.retry}
                >
                  {t('prejoin.retry')}
                </Button>
              </Stack>
            </Alert>
          ) : null}
          {media.noCamera ? (
            <Alert color="yellow" variant="light" title={t('prejoin.noCameraTitle')}>
              <Text size="sm">{t('prejoin.noCamera')}</Text>
            </Alert>
          ) : null}
          <Select
            label={t('prejoin.camera')}
            data={media.cameras.map((d, i) => ({ value: d.deviceId, label: deviceLabel(d, i, 'camera') }))}
            value={media.cameraId}
            onChange={(v) => v && media.chooseCamera(v)}
            disabled={media.cameras.length === 0}
            placeholder={media.cameras.length === 0 ? t('prejoin.none') : undefined}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('prejoin.microphone')}
            data={media.microphones.map((d, i) => ({
              value: d.deviceId,
              label: deviceLabel(d, i, 'microphone'),
            }))}
            value={media.microphoneId}
            onChange={(v) => v && media.chooseMicrophone(v)}
            disabled={media.microphones.length === 0}
            placeholder={media.microphones.length === 0 ? t('prejoin.none') : undefined}
            allowDeselect={false}
          />
          <MicMeter stream={media.stream} />
          {children}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
