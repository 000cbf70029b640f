import { useCallback, useEffect, useRef, useState } from 'react';
import { Avatar, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPhoneOff, IconVideo } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useRealtimeEvent } from '../../../lib/realtime-events.ts';
import { forgetRoomSignals, listenForSignals } from '../signal-store.ts';
import { useAnswerCallMutation, useRefreshCalls, visioQueries } from '../visio.queries.ts';
import { startRingtone } from './ringtone.ts';

interface CallChanged {
  roomId: number;
  callerId: number;
  receiverId: number;
  status: string;
}

/**
 * The incoming call (§4), wherever the receiver is in the app: `visio.call.changed` ringing for
 * them opens a dialog with the caller's name and firm, Accept and Decline (Accept focused, Escape
 * declines nothing: it only hides); it rings softly and goes away once the call stops ringing.
 * Mounted by the shell for a signed-in user (again when the layout changes: a call still ringing
 * is found in the newest calls); it also starts keeping the calls' signals.
 */
export function IncomingCallHost({ viewerId }: { viewerId: number }) {
  const [ringing, setRinging] = useState<number | null>(null);
  const refresh = useRefreshCalls();
  useEffect(() => listenForSignals(), []);
  useRealtimeEvent('visio.call.changed', (data) => {
    const e = data as CallChanged;
    void refresh();
    if (e.receiverId === viewerId && e.status === 'ringing') setRinging(e.roomId);
    else if (e.status !== 'ringing') {
      setRinging((current) => (current === e.roomId ? null : current));
      if (e.status !== 'active') forgetRoomSignals(e.roomId);
    }
  });
  // Answered, declined or hidden: not offered again by the list.
  const answered = useRef(new Set<number>());
  // A call that began ringing before this shell mounted (a tab opened, a move to a page of
  // another layout) has sent its event already: the newest calls tell.
  const recent = useQuery(visioQueries.list({ page: 1, itemsPerPage: 5 }, viewerId));
  useEffect(() => {
    const waiting = recent.data?.data.find(
      (r) => r.status === 'ringing' && !r.mine && !answered.current.has(r.id),
    );
    if (waiting) setRinging((current) => current ?? waiting.id);
  }, [recent.data]);
  const done = useCallback(
    () =>
      setRinging((current) => {
        if (current !== null) answered.current.add(current);
        return null;
      }),
    [],
  );
  if (ringing === null) return null;
  return <IncomingCallDialog key={ringing} roomId={ringing} viewerId={viewerId} onDone={done} />;
}

function IncomingCallDialog({
  roomId,
  viewerId,
  onDone,
}: {
  roomId: number;
  viewerId: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('visio');
  const navigate = useNavigate();
  const { salon } = useParams({ strict: false });
  const queryClient = useQueryClient();
  const room = useQuery(visioQueries.room(roomId, viewerId));
  const answer = useAnswerCallMutation();
  useEffect(() => startRingtone(), []);
  // Someone else's call, or one that stopped ringing before it loaded.
  useEffect(() => {
    if (room.data && (room.data.status !== 'ringing' || room.data.mine)) onDone();
  }, [room.data, onDone]);

  const caller = room.data?.caller;
  const name = caller ? `${caller.firstName} ${caller.lastName}` : '';
  // mutateAsync: the dialog goes away as soon as the call stops ringing (the stream may say so
  // before the answer comes back), and the page still has to open.
  const accept = () =>
    answer
      .mutateAsync({ id: roomId, status: 'active' })
      .then((r) => {
        queryClient.setQueryData(visioQueries.room(r.id, viewerId).queryKey, r);
        onDone();
        return navigate({ to: '/{-$salon}/visio/room/{-$id}', params: { salon, id: r.uniqid } });
      })
      .catch(() => undefined);
  const decline = () =>
    answer
      .mutateAsync({ id: roomId, status: 'declined' })
      .then(onDone)
      .catch(() => undefined);

  return (
    <Modal
      opened
      onClose={onDone}
      title={t('incoming.title')}
      centered
      closeButtonProps={{ 'aria-label': t('incoming.hide') }}
      data-testid="incoming-call"
    >
      <Stack gap="md">
        {/* Said once by a screen reader as the dialog opens, and again if the caller is known later. */}
        <Text role="status" aria-live="polite" size="md">
          {caller
            ? caller.firm
              ? t('incoming.fromFirm', { name, firm: caller.firm.name })
              : t('incoming.from', { name })
            : t('incoming.loading')}
        </Text>
        {caller ? (
          <Group gap="sm" aria-hidden>
            <Avatar radius="xl" color="passerelle.8" variant="filled" src={caller.avatar}>
              {`${caller.firstName[0] ?? ''}${caller.lastName[0] ?? ''}`.toUpperCase()}
            </Avatar>
            <Text fw={600}>{name}</Text>
          </Group>
        ) : null}
        {room.isError ? <ErrorCard error={room.error} /> : null}
        {answer.isError ? <ErrorCard error={answer.error} title={t('incoming.failed')} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="outline"
            color="red.8"
            leftSection={<IconPhoneOff size={18} aria-hidden />}
            onClick={decline}
            disabled={answer.isPending}
            data-testid="incoming-decline"
          >
            {t('incoming.decline')}
          </Button>
          <Button
            color="ember.7"
            leftSection={<IconVideo size={18} aria-hidden />}
            onClick={accept}
            loading={answer.isPending && answer.variables?.status === 'active'}
            data-autofocus
            data-testid="incoming-accept"
          >
            {t('incoming.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
