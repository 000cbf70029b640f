import { Paper, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Fair } from '@passerelle/contract';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { applicationQueries } from '../job-applications.queries.ts';

/**
 * The organizer's figure of ethical recruitment (issue 11): how many of the fair's applications
 * came from candidates residing in a country of the WHO safeguards list — they applied themselves,
 * which the WHO Code does not restrict — and whether the fair keeps its firms from approaching them.
 */
export function SafeguardsSummary({ fair }: { fair: Fair }) {
  const { t } = useTranslation('job-applications');
  const user = useCurrentUser();
  const figures = useQuery(applicationQueries.safeguards(fair.id, user?.id ?? 0));
  if (figures.isPending)
    return <Skeleton height={72} radius="md" aria-busy="true" aria-label={t('safeguards.loading')} />;
  if (figures.isError) return <ErrorCard error={figures.error} title={t('safeguards.loadFailed')} />;
  const { applications, fromListedCountries, isApplyingWhoSafeguards } = figures.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="who-figures">
      <Text fw={600} id="who-figures">
        {t('safeguards.title')}
      </Text>
      <Text size="sm">{t('safeguards.figures', { count: applications, listed: fromListedCountries })}</Text>
      <Text size="sm" c="gray.7">
        {isApplyingWhoSafeguards ? t('safeguards.applied') : t('safeguards.notApplied')}
      </Text>
    </Paper>
  );
}
