import type { RefObject } from 'react';
import { ActionIcon, Avatar, Badge, Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconAntennaBars1,
  IconAntennaBars3,
  IconAntennaBars5,
  IconAntennaOff,
  IconHeadphones,
  IconMicrophone,
  IconMicrophoneOff,
  IconPhoneOff,
  IconScreenShare,
  IconScreenShareOff,
  IconVideo,
  IconVideoOff,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CallPerson } from '@passerelle/contract';
import type { Quality } from '../call-model.ts';
import type { CallSession, CallSnapshot } from '../call-session.ts';
import { MediaVideo } from './media-video.tsx';

const QUALITY_ICON = {
  good: IconAntennaBars5,
  fair: IconAntennaBars3,
  poor: IconAntennaBars1,
  unknown: IconAntennaOff,
} as const;
/** The bars' colour (the words say it too): on a plain badge, whose text stays dark (AA). */
const QUALITY_COLOR = {
  good: 'var(--mantine-color-green-9)',
  fair: 'var(--mantine-color-yellow-9)',
  poor: 'var(--mantine-color-red-9)',
  unknown: 'var(--mantine-color-gray-7)',
} as const;

/** The link's quality, in words and bars (never the colour alone). */
export function QualityBadge({ quality }: { quality: Quality }) {
  const { t } = useTranslation('visio');
  const Icon = QUALITY_ICON[quality];
  return (
    <Badge
      variant="default"
      leftSection={<Icon size={14} color={QUALITY_COLOR[quality]} aria-hidden />}
      size="lg"
      tt="none"
      data-quality={quality}
    >
      {t('quality.label', { quality: t(`quality.${quality}`) })}
    </Badge>
  );
}

function Control({
  label,
  pressed,
  onClick,
  icon,
  color = 'dark',
  testId,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  icon: React.ReactNode;
  color?: string;
  testId?: string;
}) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        size={48}
        radius="xl"
        variant={pressed ? 'filled' : 'default'}
        color={pressed ? 'dark.6' : color}
        onClick={onClick}
        aria-label={label}
        aria-pressed={pressed}
        data-testid={testId}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The call: the other side's video large (or their initials when it has none), the self view
 * small in its corner, what the other side does (muted, camera off, screen, audio only), the
 * link's quality, and the controls under it.
 */
export function CallStage({
  snapshot,
  session,
  other,
  onHangUp,
  hangingUp,
}: {
  snapshot: CallSnapshot;
  session: RefObject<CallSession | null>;
  other: CallPerson;
  onHangUp: () => void;
  hangingUp: boolean;
}) {
  const { t } = useTranslation('visio');
  const name = `${other.firstName} ${other.lastName}`;
  const { local, remote } = snapshot;
  const remoteHasVideo =
    !!snapshot.remoteStream?.getVideoTracks().length && !!remote && !remote.audioOnly && !remote.cameraOff;
  const connected = snapshot.connection === 'connected';
  const s = () => session.current;
  const remoteStates = remote
    ? (
        [
          remote.muted && 'remote.muted',
          remote.cameraOff && 'remote.cameraOff',
          remote.screen && 'remote.screen',
          remote.audioOnly && (remote.lowBandwidth ? 'remote.lowBandwidth' : 'remote.audioOnly'),
        ].filter(Boolean) as string[]
      ).map((k) => t(k, { name }))
    : [];
  return (
    <Stack gap="sm" data-testid="visio-call" data-connection-state={snapshot.connection}>
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{connected ? t('call.with', { name }) : t('call.connecting', { name })}</Text>
        <QualityBadge quality={connected ? snapshot.quality : 'unknown'} />
      </Group>
      <Box
        pos="relative"
        bg="dark.8"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', aspectRatio: '16 / 9' }}
      >
        <MediaVideo
          stream={snapshot.remoteStream}
          label={t('call.remoteVideo', { name })}
          style={{
            objectFit: remote?.screen ? 'contain' : 'cover',
            visibility: remoteHasVideo ? 'visible' : 'hidden',
          }}
          testId="visio-remote-video"
        />
        {remoteHasVideo ? null : (
          <Stack pos="absolute" inset={0} align="center" justify="center" gap="xs">
            <Avatar
              size="xl"
              radius="xl"
              color="passerelle.3"
              variant="filled"
              src={other.avatar}
              aria-hidden
            >
              {`${other.firstName[0] ?? ''}${other.lastName[0] ?? ''}`.toUpperCase()}
            </Avatar>
            <Text c="gray.0" size="sm">
              {connected ? t('call.noVideo', { name }) : t('call.waitingFor', { name })}
            </Text>
          </Stack>
        )}
        {snapshot.selfView && !local.audioOnly ? (
          <Box
            pos="absolute"
            right={8}
            bottom={8}
            w="28%"
            maw={220}
            style={{
              aspectRatio: '16 / 9',
              borderRadius: 'var(--mantine-radius-sm)',
              overflow: 'hidden',
              border: '2px solid var(--mantine-color-gray-0)',
              visibility: local.cameraOff && !local.screen ? 'hidden' : 'visible',
            }}
          >
            <MediaVideo
              stream={snapshot.selfView}
              muted
              mirrored={!local.screen}
              label={t('call.selfView')}
            />
          </Box>
        ) : null}
      </Box>
      {remoteStates.length ? (
        <Group gap="xs" data-testid="visio-remote-state">
          {remoteStates.map((text) => (
            <Badge key={text} variant="outline" color="dark.6" tt="none">
              {text}
            </Badge>
          ))}
        </Group>
      ) : null}
      {local.lowBandwidth ? (
        <Text size="sm" c="gray.8">
          {t('call.lowBandwidthSelf')}
        </Text>
      ) : null}
      <Group justify="center" gap="sm" role="toolbar" aria-label={t('call.controls')} wrap="wrap">
        <Control
          label={local.muted ? t('controls.unmute') : t('controls.mute')}
          pressed={local.muted}
          onClick={() => s()?.setMuted(!local.muted)}
          icon={
            local.muted ? (
              <IconMicrophoneOff size={22} aria-hidden />
            ) : (
              <IconMicrophone size={22} aria-hidden />
            )
          }
          testId="visio-mute"
        />
        <Control
          label={local.cameraOff ? t('controls.cameraOn') : t('controls.cameraOff')}
          pressed={local.cameraOff}
          onClick={() => s()?.setCameraOff(!local.cameraOff)}
          icon={
            local.cameraOff ? <IconVideoOff size={22} aria-hidden /> : <IconVideo size={22} aria-hidden />
          }
        />
        {session.current?.canShareScreen ? (
          <Control
            label={local.screen ? t('controls.stopShare') : t('controls.share')}
            pressed={local.screen}
            onClick={() =>
              void (local.screen ? s()?.stopScreenShare() : s()?.startScreenShare())?.catch(() => undefined)
            }
            icon={
              local.screen ? (
                <IconScreenShareOff size={22} aria-hidden />
              ) : (
                <IconScreenShare size={22} aria-hidden />
              )
            }
          />
        ) : null}
        <Control
          label={local.audioOnly ? t('controls.videoBack') : t('controls.audioOnly')}
          pressed={local.audioOnly}
          onClick={() => void s()?.setAudioOnly(!local.audioOnly)}
          icon={<IconHeadphones size={22} aria-hidden />}
        />
        <Tooltip label={t('controls.hangUp')} withArrow>
          <ActionIcon
            size={48}
            radius="xl"
            color="red.8"
            variant="filled"
            onClick={onHangUp}
            loading={hangingUp}
            aria-label={t('controls.hangUp')}
            data-testid="visio-hang-up"
          >
            <IconPhoneOff size={22} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Stack>
  );
}
