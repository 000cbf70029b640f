import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobApplicationMatch } from '@passerelle/contract';
import { MatchReasonList } from '../../../components/match-reason-list.tsx';

/** The match's score and each reason as a sentence about the candidate, in the reader's language (ADR 006). */
export function MatchReasons({ match, titleId }: { match: JobApplicationMatch; titleId: string }) {
  const { t } = useTranslation('job-applications');
  const labels = {
    functionName: (id: number) => match.labels.functions[String(id)],
    familyName: (id: number) => match.labels.families[String(id)],
    countryName: (id: number) => match.labels.countries[String(id)],
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} id={titleId}>
          {t('detail.match')}
        </Text>
        <Text fw={700} data-testid="match-score">
          {t('score', { score: match.score })}
        </Text>
      </Group>
      <Progress value={match.score} color="teal.8" aria-hidden />
      <MatchReasonList
        reasons={match.reasons}
        labels={labels}
        audience="employer"
        aria-labelledby={titleId}
      />
    </Stack>
  );
}
