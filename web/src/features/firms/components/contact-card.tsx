import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BusinessCard } from '@passerelle/contract';
import type { PresenceStatusValue } from '@passerelle/contract/lite';
import { PersonCard, soonButtonProps } from '../../../components/person-card.tsx';
import { PresenceBadge } from '../../../components/presence-badge.tsx';

/**
 * A stand contact as a business card: what another domain adds (the direct-message button,
 * composed by the route file), then the video call, which comes later (disabled, and says so).
 */
export function ContactCard({
  card,
  noteId,
  actions,
  presence,
}: {
  card: BusinessCard;
  noteId: string;
  actions?: ReactNode;
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
      {actions}
      <Button {...soonButtonProps(noteId)} leftSection={<IconVideo size={16} aria-hidden />}>
        {t('contacts.call')}
      </Button>
    </PersonCard>
  );
}
