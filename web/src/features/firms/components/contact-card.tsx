import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BusinessCard } from '@passerelle/contract';
import { PersonCard, soonButtonProps } from '../../../components/person-card.tsx';

/**
 * A stand contact as a business card: what another domain adds (the direct-message button,
 * composed by the route file), then the video call, which comes later (disabled, and says so).
 */
export function ContactCard({
  card,
  noteId,
  actions,
}: {
  card: BusinessCard;
  noteId: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('firms');
  return (
    <PersonCard person={card} headingId={`contact-${card.id}`}>
      {actions}
      <Button {...soonButtonProps(noteId)} leftSection={<IconVideo size={16} aria-hidden />}>
        {t('contacts.call')}
      </Button>
    </PersonCard>
  );
}
