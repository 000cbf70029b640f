import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconMailForward } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Fair } from '@passerelle/contract';
import { fairsQueries } from '../fairs.queries.ts';

/**
 * The mails step: how the fair's mails leave (the installation's sender; without `SMTP_URL` they stay
 * in the local outbox) and the way to the fair's own wording of each mail (`/fair/emails/{id}`).
 */
export function FairMailsStep({ fair }: { fair: Fair }) {
  const { t } = useTranslation('fairs');
  const { salon } = useParams({ strict: false });
  const checklist = useQuery(fairsQueries.checklist(fair.id));
  const delivered = checklist.data?.items.find((i) => i.key === 'mailDelivery')?.done;
  return (
    <Stack gap="md" maw={720}>
      <Text>{t('mails.intro', { fair: fair.name })}</Text>
      {delivered === undefined ? null : (
        <Alert
          variant="light"
          color={delivered ? 'teal' : 'gray'}
          icon={<IconMailForward aria-hidden />}
          title={delivered ? t('mails.delivered') : t('mails.outbox')}
          // Mantine's teal title on its light background falls under AA; this green keeps ≈ 7:1.
          styles={delivered ? { title: { color: '#1e5631' } } : undefined}
        >
          {delivered ? t('mails.deliveredText') : t('mails.outboxText')}
        </Alert>
      )}
      <Group>
        <Button
          leftSection={<IconMail size={18} aria-hidden />}
          renderRoot={(props) => (
            <Link to="/{-$salon}/fair/emails/{-$id}" params={{ salon, id: String(fair.id) }} {...props} />
          )}
        >
          {t('mails.edit')}
        </Button>
      </Group>
    </Stack>
  );
}
