import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  INTERVIEW_CANCEL_MESSAGE_MAX,
  InterviewSlotCancelSchema,
  type InterviewSlot,
} from '@passerelle/contract';
import { FormActions } from '../../../components/form-actions.tsx';
import { fieldsNamed } from '../../../lib/form-violations.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { useNotify } from '../../../lib/use-notify.ts';
import { useCancelInterviewSlotMutation } from '../interview-slots.queries.ts';
import { SlotTimesText } from './slot-times-text.tsx';

/** Who the other side of a slot is, for the viewer. */
export const otherSideName = (slot: InterviewSlot): string | null => {
  const other = slot.bookedByMe ? slot.host : slot.candidate;
  return other ? `${other.firstName} ${other.lastName}` : null;
};

function CancelForm({ slot, onDone }: { slot: InterviewSlot; onDone: () => void }) {
  const { t } = useTranslation('interview-slots');
  const notify = useNotify();
  const cancel = useCancelInterviewSlotMutation();
  const { form, ...state } = useContractForm({
    initialValues: { message: '' },
    validate: InterviewSlotCancelSchema,
    fieldOf: fieldsNamed(['message']),
    error: cancel.error,
    pending: cancel.isPending,
  });
  const other = otherSideName(slot);
  const submit = state.submit(({ message }) =>
    cancel.mutate(
      { id: slot.id, message: message.trim() },
      {
        onSuccess: () => {
          notify.success(t('cancel.done'));
          onDone();
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-busy={cancel.isPending}>
      <Stack gap="md">
        <SlotTimesText slot={slot} size="sm" fw={600} />
        <Text size="sm">
          {slot.bookedByMe
            ? t('cancel.introCandidate')
            : other
              ? t('cancel.introFirm', { name: other })
              : t('cancel.introOpen')}
        </Text>
        <Textarea
          label={t('cancel.message')}
          description={t('cancel.messageHint', { max: INTERVIEW_CANCEL_MESSAGE_MAX })}
          required
          autosize
          minRows={3}
          maxLength={INTERVIEW_CANCEL_MESSAGE_MAX}
          data-autofocus
          {...form.getInputProps('message')}
        />
        <FormActions
          submitLabel={t('cancel.confirm')}
          pending={cancel.isPending}
          error={state.cardError}
          disabled={state.invalid}
          icon={<IconCalendarX size={18} aria-hidden />}
          cancel={{ label: t('cancel.back'), onClick: onDone, disabledWhilePending: true }}
        />
      </Stack>
    </form>
  );
}

/** Cancels a slot with a message to the other side (the candidate's booking, or the firm's slot). */
export function CancelSlotModal({ slot, onClose }: { slot: InterviewSlot | null; onClose: () => void }) {
  const { t } = useTranslation('interview-slots');
  return (
    <Modal opened={!!slot} onClose={onClose} title={t('cancel.title')}>
      {slot ? <CancelForm key={slot.id} slot={slot} onDone={onClose} /> : null}
    </Modal>
  );
}
