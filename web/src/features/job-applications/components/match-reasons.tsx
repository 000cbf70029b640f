import { Group, List, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconMinus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  explainMatchReason,
  isLocale,
  type JobApplicationMatch,
  type MatchReason,
} from '@passerelle/contract';

const VERDICT = {
  met: { color: 'green.8', icon: IconCheck },
  partly: { color: 'orange.8', icon: IconMinus },
  not_met: { color: 'red.8', icon: IconX },
} as const;

/** The match's score and each reason as a sentence about the candidate, in the reader's language (ADR 006). */
export function MatchReasons({ match, titleId }: { match: JobApplicationMatch; titleId: string }) {
  const { t } = useTranslation('job-applications');
  const { t: tMatch, i18n } = useTranslation('match');
  const locale = isLocale(i18n.language) ? i18n.language : 'fr';
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
      <List spacing={4} listStyleType="none" aria-labelledby={titleId}>
        {match.reasons.map((reason: MatchReason, i) => {
          const v = VERDICT[reason.verdict];
          const Icon = v.icon;
          return (
            <List.Item
              key={`${reason.code}-${i}`}
              icon={
                <ThemeIcon size={20} radius="xl" color={v.color} aria-hidden>
                  <Icon size={14} />
                </ThemeIcon>
              }
            >
              <Text size="sm">
                <VisuallyHidden>{t(`verdict.${reason.verdict}`)} </VisuallyHidden>
                {explainMatchReason(reason, {
                  t: (key, params) => tMatch(key, params),
                  locale,
                  labels,
                  audience: 'employer',
                })}
              </Text>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
