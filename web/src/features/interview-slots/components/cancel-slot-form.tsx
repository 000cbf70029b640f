import { Stack, Text, Textarea } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InterviewSlotCancelSchema, type InterviewSlot } from '@passerelle/contract';
import { INTERVIEW_CANCEL_MESSAGE_MAX } from '@passerelle/contract/lite';
import { FormActions } from '../../../components/form-actions.tsx';
import { fieldsNamed } from '../../../lib/form-violations.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { useNotify } from '../../../lib/use-notify.ts';
import { useCancelInterviewSlotMutation } from '../interview-slots.queries.ts';
import { SlotTimesText } from './slot-times-text.tsx';
import { otherSideName } from '../slot-times.ts';

/** The cancel form of a slot, with its message (loaded when the dialog opens: it parses with the contract's schema). */
export function CancelForm({ slot, onDone }: { slot: InterviewSlot; onDone: () => void }) {
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
