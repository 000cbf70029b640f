import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { jobOffersQueries } from '../job-offers.queries.ts';
import { OfferCard } from './offer-card.tsx';

/**
 * The offers panel of a booth and of an exhibitor's page: the firm's published offers in the fair
 * (composed by the route files, which hand it to the booth's or the exhibitor page's slot).
 */
export function FirmOffersPanel({
  firmId,
  fairId,
  level = 2,
}: {
  firmId: number;
  fairId: number;
  level?: 2 | 3;
}) {
  const { t } = useTranslation('job-offers');
  const user = useCurrentUser();
  const { salon } = useParams({ strict: false });
  const query = useQuery(jobOffersQueries.firmPanel(firmId, fairId, user?.id ?? null));
  const offers = query.data?.data ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="firm-offers">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconBriefcase size={22} aria-hidden color="var(--mantine-color-passerelle-7)" />
          <Title order={level} fz="h4" id="firm-offers">
            {t('panel.title')}
          </Title>
        </Group>
        {query.isPending ? (
          <Stack gap="xs" aria-busy>
            <Skeleton height={60} />
            <Skeleton height={60} />
          </Stack>
        ) : query.isError ? (
          <ErrorCard error={query.error} title={t('panel.loadFailed')} />
        ) : offers.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('panel.empty')}
          </Text>
        ) : (
          <Stack gap="sm">
            {offers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} level={(level + 1) as 3 | 4} showFirm={false} />
            ))}
          </Stack>
        )}
        <Anchor
          size="sm"
          renderRoot={(props) => (
            <Link to="/{-$salon}/jobs/{-$id}" params={{ salon, id: undefined }} {...props} />
          )}
        >
          {t('panel.all')}
        </Anchor>
      </Stack>
    </Card>
  );
}
