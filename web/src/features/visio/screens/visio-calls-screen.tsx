import { useState } from 'react';
import { Avatar, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPhoneIncoming, IconPhoneOutgoing, IconVideo, IconVideoOff } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { VisioRoom } from '@passerelle/contract';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { PagedCardList } from '../../../components/paged-card-list.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { fetchRoomUniqid, visioQueries } from '../visio.queries.ts';

const PAGE_SIZE = 20;
const STATUS_COLOR = {
  created: 'gray.8',
  ringing: 'blue.9',
  active: 'passerelle.8',
  ended: 'gray.8',
  missed: 'red.9',
  declined: 'gray.8',
} as const;

/** One call of the list: who, which way, when, how it went, and a way back in while it runs. */
function CallRow({ room }: { room: VisioRoom }) {
  const { t, i18n } = useTranslation('visio');
  const navigate = useNavigate();
  const { salon } = useParams({ strict: false });
  const other = room.mine ? room.receiver : room.caller;
  const name = `${other.firstName} ${other.lastName}`;
  const rejoin = useMutation({
    mutationFn: () => fetchRoomUniqid(room.id),
    onSuccess: (uniqid) =>
      void navigate({ to: '/{-$salon}/visio/room/{-$id}', params: { salon, id: uniqid } }),
  });
  const live = room.status === 'active' || (room.status === 'ringing' && !room.mine);
  const time = new Date(room.createdAt).toLocaleTimeString(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
  });
  const Way = room.mine ? IconPhoneOutgoing : IconPhoneIncoming;
  return (
    <Card withBorder radius="md" padding="sm" component="li" data-testid="visio-call-item">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar radius="xl" color="passerelle.8" variant="filled" src={other.avatar} aria-hidden>
            {`${other.firstName[0] ?? ''}${other.lastName[0] ?? ''}`.toUpperCase()}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {other.firm ? (
              <Text size="sm" c="gray.7">
                {other.firm.name}
              </Text>
            ) : null}
            <Group gap={4} c="gray.7">
              <Way size={14} aria-hidden />
              <Text size="sm" c="gray.7">
                {t(room.mine ? 'list.outgoing' : 'list.incoming')} ·{' '}
                <time
                  dateTime={room.createdAt}
                >{`${formatDate(room.createdAt, i18n.language)} ${time}`}</time>
              </Text>
            </Group>
          </Stack>
        </Group>
        <Group gap="sm">
          <Badge variant="outline" color={STATUS_COLOR[room.status]} tt="none">
            {t(`status.${room.status}`)}
          </Badge>
          {live ? (
            <Button
              size="xs"
              color="ember.8"
              leftSection={<IconVideo size={16} aria-hidden />}
              onClick={() => rejoin.mutate()}
              loading={rejoin.isPending}
              aria-label={t('list.rejoinName', { name })}
            >
              {t('list.rejoin')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {rejoin.isError ? <ErrorCard error={rejoin.error} /> : null}
    </Card>
  );
}

/** §2 /visio: the viewer's calls, made and received, newest first. */
export function VisioCallsScreen() {
  const { t } = useTranslation('visio');
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...visioQueries.list({ page, itemsPerPage: PAGE_SIZE }, user?.id ?? 0),
    enabled: !!user,
  });
  return (
    <ListPanel titleId="visio-calls-title" title={t('list.title')} subtitle={t('list.intro')}>
      <PagedCardList
        query={query}
        page={page}
        onPage={setPage}
        words={(word, values) => t(`list.${word}`, values)}
        empty={
          <EmptyState
            icon={<IconVideoOff size={32} aria-hidden />}
            title={t('list.empty')}
            text={t('list.emptyHint')}
          />
        }
        cardHeight={72}
      >
        {(items) => items.map((room) => <CallRow key={room.id} room={room} />)}
      </PagedCardList>
    </ListPanel>
  );
}
