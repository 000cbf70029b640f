import { Button } from '@mantine/core';
import { IconMessageCircle, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BusinessCard, PresenceStatusValue } from '@passerelle/contract';
import { PersonCard, soonButtonProps } from '../../../components/person-card.tsx';
import { PresenceBadge } from '../../../components/presence-badge.tsx';

/**
 * A stand contact as a business card, with the contact buttons of the booth. Chat and video calls
 * come with the realtime issue: the buttons are there, disabled, and say so.
 */
export function ContactCard({
  card,
  noteId,
  presence,
}: {
  card: BusinessCard;
  noteId: string;
  /** §4: shown to the fair's members only (undefined otherwise). */
  presence?: PresenceStatusValue | undefined;
}) {
  const { t } = useTranslation('firms');
  return (
    <PersonCard
      person={card}
      headingId={`contact-${card.id}`}
      status={presence ? <PresenceBadge status={presence} /> : null}
    >
      <Button {...soonButtonProps(noteId)} leftSection={<IconMessageCircle size={16} aria-hidden />}>
        {t('contacts.chat')}
      </Button>
      <Button {...soonButtonProps(noteId)} leftSection={<IconVideo size={16} aria-hidden />}>
        {t('contacts.call')}
      </Button>
    </PersonCard>
  );
}
