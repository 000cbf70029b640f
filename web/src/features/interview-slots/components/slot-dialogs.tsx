import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InterviewSlot } from '@passerelle/contract';
import { INTERVIEW_REMINDER_MINUTES } from '@passerelle/contract/lite';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useNotify } from '../../../lib/use-notify.ts';
import { useBookInterviewSlotMutation, useDeleteInterviewSlotMutation } from '../interview-slots.queries.ts';
import { SlotTimesText, useSlotTimesLine } from './slot-times-text.tsx';

/** The booking's confirmation: who, when in both zones, what mail follows. */
export function BookSlotModal({
  slot,
  jobOffer,
  onClose,
  onBooked,
}: {
  slot: InterviewSlot | null;
  /** The offer it is booked from, if any. */
  jobOffer?: number;
  onClose: () => void;
  onBooked?: (slot: InterviewSlot) => void;
}) {
  const { t } = useTranslation('interview-slots');
  const notify = useNotify();
  const book = useBookInterviewSlotMutation();
  const close = () => {
    if (book.isPending) return;
    book.reset();
    onClose();
  };
  const confirm = () => {
    if (!slot) return;
    book.mutate(
      { id: slot.id, body: jobOffer ? { jobOffer } : {} },
      {
        onSuccess: (booked) => {
          notify.success(t('book.done'));
          book.reset();
          onBooked?.(booked);
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened={!!slot} onClose={close} title={t('book.title')}>
      {slot ? (
        <Stack gap="md">
          {book.error ? <ErrorCard error={book.error} /> : null}
          <SlotTimesText slot={slot} fw={600} />
          <Text size="sm">
            {t('book.text', {
              name: `${slot.host.firstName} ${slot.host.lastName}`,
              firm: slot.firm.name,
              booth: slot.stand.name,
            })}
          </Text>
          <Text size="sm" c="gray.7">
            {t('book.mail', { minutes: INTERVIEW_REMINDER_MINUTES })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={book.isPending} data-autofocus>
              {t('book.back')}
            </Button>
            <Button
              color="ember.7"
              loading={book.isPending}
              leftSection={<IconCalendarCheck size={18} aria-hidden />}
              onClick={confirm}
            >
              {t('book.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** Deleting an open slot, behind the shared confirmation. */
export function useSlotDeletion() {
  const { t } = useTranslation('interview-slots');
  const notify = useNotify();
  const line = useSlotTimesLine();
  const remove = useDeleteInterviewSlotMutation();
  const [slot, setSlot] = useState<InterviewSlot | null>(null);
  const close = () => {
    setSlot(null);
    remove.reset();
  };
  return {
    ask: (s: InterviewSlot) => setSlot(s),
    modal: (
      <ConfirmModal
        opened={!!slot}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.back')}
        pending={remove.isPending}
        error={remove.error}
        onClose={close}
        onConfirm={() =>
          slot &&
          remove.mutate(slot, {
            onSuccess: () => {
              notify.success(t('delete.done'));
              close();
            },
          })
        }
      >
        <Text size="sm">{slot ? t('delete.text', { times: line(slot) }) : null}</Text>
      </ConfirmModal>
    ),
  };
}
