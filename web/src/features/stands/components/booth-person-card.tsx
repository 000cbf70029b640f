import { Button } from '@mantine/core';
import { IconMessageCircle, IconSend, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PresenceStatusValue, StandPerson } from '@passerelle/contract';
import { PersonCard, soonButtonProps } from '../../../components/person-card.tsx';
import { PresenceBadge } from '../../../components/presence-badge.tsx';

/**
 * A person of the booth as a business card, with the booth's contact buttons. Chat, video calls
 * and messages come with the real-time features: the buttons are there, disabled, and say so
 * (`noteId` points to the visible note).
 */
export function BoothPersonCard({
  person,
  noteId,
  level = 3,
  presence,
}: {
  person: StandPerson;
  noteId: string;
  level?: 3 | 4;
  /** §4: shown to the fair's members only (undefined otherwise). */
  presence?: PresenceStatusValue | undefined;
}) {
  const { t } = useTranslation('stands');
  const soon = soonButtonProps(noteId);
  return (
    <PersonCard
      person={{ ...person, phone: null }}
      headingId={`stand-person-${person.id}`}
      level={level}
      status={presence ? <PresenceBadge status={presence} /> : null}
    >
      <Button {...soon} leftSection={<IconMessageCircle size={16} aria-hidden />}>
        {t('people.chat')}
      </Button>
      <Button {...soon} leftSection={<IconVideo size={16} aria-hidden />}>
        {t('people.call')}
      </Button>
      <Button {...soon} leftSection={<IconSend size={16} aria-hidden />}>
        {t('people.message')}
      </Button>
    </PersonCard>
  );
}
