import { useState } from 'react';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCalendarOff, IconCalendarX, IconVideo } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { InterviewSlot } from '@passerelle/contract';
import { isFirmStaffType } from '@passerelle/contract/lite';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { PagedCardList } from '../../../components/paged-card-list.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { CancelSlotModal } from '../components/cancel-slot-modal.tsx';
import { PublishSlotsForm } from '../components/publish-slots-form.tsx';
import { SlotStatusBadge } from '../components/slot-status-badge.tsx';
import { SlotTimesText } from '../components/slot-times-text.tsx';
import { interviewSlotQueries } from '../interview-slots.queries.ts';
import { isPast, slotTimes } from '../slot-times.ts';

const PAGE_SIZE = 20;
const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** One interview of the list: when (both zones), with whom, its state, and what the viewer may do. */
function SlotItem({ slot, now, onCancel }: { slot: InterviewSlot; now: number; onCancel: () => void }) {
  const { t, i18n } = useTranslation('interview-slots');
  const { salon } = useParams({ strict: false });
  const past = isPast(slot, now);
  const when = slotTimes(slot, i18n.language).viewer;
  const at = `${when.day}, ${when.range}`;
  return (
    <Card withBorder radius="md" padding="sm" component="li" data-testid="my-interview">
      <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 280px' }}>
          <SlotTimesText slot={slot} fw={600} style={{ overflowWrap: 'anywhere' }} />
          <Text size="sm">
            {slot.bookedByMe
              ? t('list.withHost', { name: name(slot.host), firm: slot.firm.name })
              : slot.candidate
                ? t('list.withCandidate', { name: name(slot.candidate) })
                : t('list.notBooked')}
          </Text>
          <Text size="sm" c="gray.7">
            {t('list.booth', { name: slot.stand.name })}
            {slot.bookedByMe ? null : ` · ${t('list.hostedBy', { name: name(slot.host) })}`}
          </Text>
          {slot.status === 'cancelled' && slot.cancelMessage ? (
            <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {t('list.cancelMessage', { message: slot.cancelMessage })}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="wrap">
          <SlotStatusBadge status={slot.status} past={past} />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconVideo size={16} aria-hidden />}
            renderRoot={(props) => (
              <Link to="/{-$salon}/visio/slots/$id" params={{ salon, id: String(slot.id) }} {...props} />
            )}
            aria-label={t('list.viewWith', { time: at })}
          >
            {t('list.view')}
          </Button>
          {slot.abilities.cancel && !past ? (
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              leftSection={<IconCalendarX size={16} aria-hidden />}
              onClick={onCancel}
              aria-label={t('cancel.actionAt', { time: at })}
            >
              {t('cancel.action')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Card>
  );
}

/** Issue 13 /visio/slots: the viewer's interviews, upcoming first; the firm's staff publish slots here. */
export function InterviewSlotsScreen() {
  const { t } = useTranslation('interview-slots');
  const user = useCurrentUser();
  const { fair } = useCurrentFair();
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<InterviewSlot | null>(null);
  const [now] = useState(() => Date.now());
  const query = useQuery({
    ...interviewSlotQueries.mine(
      { page, itemsPerPage: PAGE_SIZE, ...(fair ? { fair: fair.id } : {}) },
      user?.id ?? 0,
    ),
    enabled: !!user,
  });
  const staff = !!user && isFirmStaffType(user.userType);

  return (
    <Stack gap="lg">
      {staff ? (
        <ListPanel titleId="interview-publish-title" title={t('publish.title')} subtitle={t('publish.intro')}>
          {fair ? <PublishSlotsForm key={fair.id} fair={fair} /> : <FairRequired />}
        </ListPanel>
      ) : null}
      <ListPanel titleId="interview-slots-title" title={t('list.title')} subtitle={t('list.intro')}>
        <PagedCardList
          query={query}
          page={page}
          onPage={setPage}
          words={(word, values) => t(`list.${word}`, values)}
          empty={
            <EmptyState
              icon={<IconCalendarOff size={32} aria-hidden />}
              title={t('list.empty')}
              text={staff ? t('list.emptyHintStaff') : t('list.emptyHint')}
            />
          }
          cardHeight={88}
        >
          {(items) =>
            items.map((slot) => (
              <SlotItem key={slot.id} slot={slot} now={now} onCancel={() => setCancelling(slot)} />
            ))
          }
        </PagedCardList>
      </ListPanel>
      <CancelSlotModal slot={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}
