import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StandPerson } from '@passerelle/contract';
import type { PresenceStatusValue } from '@passerelle/contract/lite';
import { PersonCard, soonButtonProps } from '../../../components/person-card.tsx';
import { PresenceBadge } from '../../../components/presence-badge.tsx';

/**
 * A person of the booth as a business card, with the booth's contact buttons: what another domain
 * adds (the direct-message button, composed by the route file), then the video call, which comes
 * later (disabled; `noteId` points to the visible note saying so).
 */
export function BoothPersonCard({
  person,
  noteId,
  level = 3,
  actions,
  call,
  presence,
}: {
  person: StandPerson;
  noteId: string;
  level?: 3 | 4;
  actions?: ReactNode;
  /** The call button, when calls are live (null: none for this viewer); undefined: the "soon" one. */
  call?: ReactNode;
  /** §4: shown to the fair's members only (undefined otherwise). */
  presence?: PresenceStatusValue | undefined;
}) {
  const { t } = useTranslation('stands');
  return (
    <PersonCard
      person={{ ...person, phone: null }}
      headingId={`stand-person-${person.id}`}
      level={level}
      status={presence ? <PresenceBadge status={presence} /> : null}
    >
      {actions}
      {call !== undefined ? (
        call
      ) : (
        <Button {...soonButtonProps(noteId)} leftSection={<IconVideo size={16} aria-hidden />}>
          {t('people.call')}
        </Button>
      )}
    </PersonCard>
  );
}
