import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconPhone, IconPhoneOff, IconVideo } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CALL_RING_SECONDS, type VisioAccess, type VisioRoom } from '@passerelle/contract';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useRealtimeEvent } from '../../../lib/realtime-events.ts';
import {
  isOver,
  joinActionOf,
  mediaChanges,
  phaseOf,
  ringSecondsLeft,
  type CallPhase,
} from '../call-model.ts';
import { CallStage } from '../components/call-stage.tsx';
import { DeviceCheck } from '../components/device-check.tsx';
import { useLocalMedia } from '../local-media.ts';
import { forgetRoomSignals } from '../signal-store.ts';
import { useCallSession } from '../use-call-session.ts';
import {
  useAnswerCallMutation,
  useEndCallMutation,
  useMissCallMutation,
  useStartCallMutation,
  visioQueries,
} from '../visio.queries.ts';

const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** §2 /visio/room/{id}: a call, from the check before joining to how it ended. */
export function VisioRoomScreen({ uniqid }: { uniqid: string }) {
  const { t } = useTranslation('visio');
  const user = useCurrentUser();
  const access = useQuery({ ...visioQueries.access(uniqid, user?.id ?? 0), enabled: !!user });
  if (!user) return null;
  if (access.isPending)
    return (
      <Stack gap="md" aria-busy aria-label={t('room.loading')}>
        <Skeleton h={36} w="60%" />
        <Skeleton h={320} radius="md" />
      </Stack>
    );
  if (access.isError)
    return (
      <Stack gap="md">
        <Title order={1}>{t('room.title')}</Title>
        <ErrorCard error={access.error} title={t('room.loadFailed')} />
        <BackLinks stand={null} />
      </Stack>
    );
  return <Room access={access.data} viewerId={user.id} />;
}

function Room({ access, viewerId }: { access: VisioAccess; viewerId: number }) {
  const { t } = useTranslation('visio');
  const queryClient = useQueryClient();
  const roomKey = visioQueries.room(access.room.id, viewerId).queryKey;
  const roomQuery = useQuery({ ...visioQueries.room(access.room.id, viewerId), initialData: access.room });
  const room = roomQuery.data;
  const [joined, setJoined] = useState(false);
  const [hungUp, setHungUp] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const setRoom = (r: VisioRoom) => queryClient.setQueryData(roomKey, r);

  // The other side rang off, picked up or declined: the status at once, the rest (who ended) refetched.
  useRealtimeEvent('visio.call.changed', (data) => {
    const e = data as { roomId: number; status: VisioRoom['status'] };
    if (e.roomId !== room.id) return;
    queryClient.setQueryData<VisioRoom>(roomKey, (r) => (r ? { ...r, status: e.status } : r));
    void queryClient.invalidateQueries({ queryKey: roomKey });
  });

  const over = isOver(room.status);
  const phase: CallPhase =
    hungUp && room.status === 'ended' ? 'ended-by-me' : phaseOf(room, viewerId, joined);
  const media = useLocalMedia(!over);
  const running = joined && (room.status === 'active' || (room.status === 'ringing' && room.mine));
  const { snapshot, session } = useCallSession(access, media.stream, running, { polite: !room.mine });
  const other = room.mine ? room.receiver : room.caller;
  const name = nameOf(other);

  const start = useStartCallMutation();
  const answer = useAnswerCallMutation();
  const end = useEndCallMutation();
  const miss = useMissCallMutation();

  useEffect(() => {
    if (!over) return;
    media.release();
    forgetRoomSignals(room.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the call is over
  }, [over, room.id]);

  // Said to screen readers: the phase, the connection, what the other side changes.
  useEffect(() => {
    setAnnouncement(t(`announce.${phase}`, { name }));
  }, [phase, name, t]);
  const connection = snapshot?.connection;
  useEffect(() => {
    if (connection === 'connected') setAnnouncement(t('announce.connected', { name }));
    if (connection === 'failed') setAnnouncement(t('announce.failed', { name }));
  }, [connection, name, t]);
  const previousRemote = useRef(snapshot?.remote ?? null);
  useEffect(() => {
    const now = snapshot?.remote ?? null;
    if (now) {
      const changes = mediaChanges(previousRemote.current, now);
      if (previousRemote.current && changes.length)
        setAnnouncement(changes.map((k) => t(k, { name })).join(' '));
    }
    previousRemote.current = now;
  }, [snapshot?.remote, name, t]);

  // The caller's page gives up after CALL_RING_SECONDS (the server sweeps too).
  const [secondsLeft, setSecondsLeft] = useState(CALL_RING_SECONDS);
  const missed = useRef(false);
  useEffect(() => {
    if (phase !== 'ringing') return;
    const tick = () => {
      const left = ringSecondsLeft(room.startedAt, Date.now(), CALL_RING_SECONDS);
      setSecondsLeft(left);
      if (left === 0 && !missed.current) {
        missed.current = true;
        miss.mutate(room.id, { onSuccess: setRoom });
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ring's clock
  }, [phase, room.startedAt, room.id]);

  const hangUp = () => {
    setHungUp(true);
    end.mutate(room.id, { onSuccess: setRoom, onError: () => setHungUp(false) });
  };

  const action = joinActionOf(room);
  const mutationError = start.error ?? answer.error;
  const ready = !!media.stream;
  const onJoin = () => {
    if (action === 'call') start.mutate(room.id, { onSuccess: (r) => (setRoom(r), setJoined(true)) });
    else if (action === 'answer')
      answer.mutate({ id: room.id, status: 'active' }, { onSuccess: (r) => (setRoom(r), setJoined(true)) });
    else setJoined(true);
  };

  let body;
  if (phase === 'prejoin')
    body = (
      <DeviceCheck media={media}>
        {mutationError ? <ErrorCard error={mutationError} title={t('prejoin.failed')} /> : null}
        {action ? (
          <Button
            size="md"
            color="ember.8"
            leftSection={
              action === 'call' ? <IconPhone size={20} aria-hidden /> : <IconVideo size={20} aria-hidden />
            }
            onClick={onJoin}
            disabled={!ready}
            loading={start.isPending || answer.isPending}
            data-testid="visio-join"
          >
            {t(`prejoin.${action}`, { name })}
          </Button>
        ) : null}
        {!ready && !media.problem ? (
          <Text size="sm" c="gray.7">
            {t('prejoin.waitingDevices')}
          </Text>
        ) : null}
      </DeviceCheck>
    );
  else if (phase === 'ringing')
    body = (
      <Stack gap="md" align="center" ta="center" py="xl" data-testid="visio-ringing">
        <Title order={2} fz="h3">
          {t('ringing.title', { name })}
        </Title>
        <Text c="gray.8">{t('ringing.text', { count: secondsLeft })}</Text>
        <Button
          color="red.8"
          leftSection={<IconPhoneOff size={18} aria-hidden />}
          onClick={hangUp}
          loading={end.isPending}
          data-testid="visio-hang-up"
        >
          {t('ringing.cancel')}
        </Button>
      </Stack>
    );
  else if (phase === 'call')
    body = snapshot ? (
      <CallStage
        snapshot={snapshot}
        session={session}
        other={other}
        onHangUp={hangUp}
        hangingUp={end.isPending}
      />
    ) : (
      <Skeleton h={320} radius="md" />
    );
  else body = <Outcome phase={phase} room={room} name={name} />;

  return (
    <Stack gap="lg" data-testid="visio-room" data-phase={phase}>
      <Stack gap={4}>
        <Title order={1}>{t('room.titleWith', { name })}</Title>
        {other.firm ? <Text c="gray.7">{other.firm.name}</Text> : null}
      </Stack>
      {end.isError ? <ErrorCard error={end.error} title={t('call.hangUpFailed')} /> : null}
      {body}
      <VisuallyHidden role="status" aria-live="polite" data-testid="visio-announcer">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}

/** How the call ended (§8: the correspondent hung up), and the way back to the booth. */
function Outcome({ phase, room, name }: { phase: CallPhase; room: VisioRoom; name: string }) {
  const { t } = useTranslation('visio');
  const key = useMemo(() => {
    if (phase === 'missed') return room.mine ? 'outcome.missedMine' : 'outcome.missedTheirs';
    if (phase === 'declined') return room.mine ? 'outcome.declinedMine' : 'outcome.declinedTheirs';
    return phase === 'ended-by-me' ? 'outcome.endedByMe' : 'outcome.endedByOther';
  }, [phase, room.mine]);
  return (
    <Alert
      variant="light"
      color={phase === 'ended-by-other' || phase === 'ended-by-me' ? 'passerelle' : 'yellow'}
      data-testid="visio-outcome"
      title={t(`${key}.title`, { name })}
    >
      <Stack gap="md" align="flex-start">
        <Text size="sm">{t(`${key}.text`, { name })}</Text>
        <BackLinks stand={room.stand} />
      </Stack>
    </Alert>
  );
}

function BackLinks({ stand }: { stand: number | null }) {
  const { t } = useTranslation('visio');
  const { salon } = useParams({ strict: false });
  return (
    <Group gap="md">
      {stand !== null ? (
        <Button
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          renderRoot={(props) => (
            <Link to="/{-$salon}/stand/visit/{-$id}" params={{ salon, id: String(stand) }} {...props} />
          )}
          data-testid="visio-back"
        >
          {t('outcome.backToBooth')}
        </Button>
      ) : (
        <Button
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          renderRoot={(props) => <Link to="/{-$salon}" params={{ salon }} {...props} />}
          data-testid="visio-back"
        >
          {t('outcome.backHome')}
        </Button>
      )}
      <Anchor renderRoot={(props) => <Link to="/{-$salon}/visio" params={{ salon }} {...props} />}>
        {t('outcome.myCalls')}
      </Anchor>
    </Group>
  );
}
