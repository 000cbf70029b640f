import { Center, Loader, Modal } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterviewSlot } from '@passerelle/contract';

// The form parses with the contract's schema: it loads when the dialog first opens, so that a booth's
// page loads no schema (issue 10 §2).
const CancelSlotForm = lazy(() => import('./cancel-slot-form.tsx').then((m) => ({ default: m.CancelForm })));

/** Cancels a slot with a message to the other side (the candidate's booking, or the firm's slot). */
export function CancelSlotModal({ slot, onClose }: { slot: InterviewSlot | null; onClose: () => void }) {
  const { t } = useTranslation('interview-slots');
  return (
    <Modal opened={!!slot} onClose={onClose} title={t('cancel.title')}>
      {slot ? (
        <Suspense
          fallback={
            <Center py="lg">
              <Loader size="sm" aria-label={t('cancel.title')} />
            </Center>
          }
        >
          <CancelSlotForm key={slot.id} slot={slot} onDone={onClose} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
