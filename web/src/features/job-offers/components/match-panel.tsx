import { Anchor, Group, List, Paper, RingProgress, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleHalf2, IconCircleX } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { explainMatchReason, isLocale, type JobOfferComputed, type MatchVerdict } from '@passerelle/contract';

const VERDICT_ICON: Record<MatchVerdict, typeof IconCircleCheck> = {
  met: IconCircleCheck,
  partly: IconCircleHalf2,
  not_met: IconCircleX,
};
const VERDICT_COLOR: Record<MatchVerdict, string> = {
  met: 'var(--mantine-color-teal-8)',
  partly: 'var(--mantine-color-yellow-9)',
  not_met: 'var(--mantine-color-red-8)',
};

/**
 * A fit's colour: a strong fit green, a fair one amber, a weak one grey — shades dark or light
 * enough for a filled badge's text (`autoContrast`) to pass AA.
 */
export const fitColor = (score: number) => (score >= 75 ? 'teal.9' : score >= 50 ? 'yellow.4' : 'gray.7');

/**
 * The offer page's "how this offer fits you" (issue 11, ADR 006): the match's score and one
 * sentence per criterion the offer asks, met / partly / not met, in the reader's language.
 * Without a profile: the way to write one.
 */
export function MatchPanel({ offer, signedIn }: { offer: JobOfferComputed; signedIn: boolean }) {
  const { t, i18n } = useTranslation('job-offers');
  const { t: tMatch } = useTranslation('match');
  const { salon } = useParams({ strict: false });
  const locale = isLocale(i18n.language) ? i18n.language : 'fr';
  if (!signedIn) return null;
  const { match } = offer;
  const labels = {
    functionName: (id: number) => (offer.function?.id === id ? offer.function.name : undefined),
    familyName: (id: number) => (offer.family?.id === id ? offer.family.name : undefined),
    countryName: (id: number) => (offer.country?.id === id ? offer.country.name : undefined),
  };
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="offer-fit">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="offer-fit">
          {t('fit.title')}
        </Title>
        {match === null ? (
          <Text size="sm">
            {t('fit.noProfile')}{' '}
            <Anchor
              inherit
              fw={600}
              renderRoot={(props) => <Link to="/{-$salon}/jobs/profile" params={{ salon }} {...props} />}
            >
              {t('fit.writeProfile')}
            </Anchor>
          </Text>
        ) : (
          <>
            <Group gap="md" wrap="nowrap">
              <RingProgress
                size={84}
                thickness={8}
                roundCaps
                sections={[{ value: match.score, color: fitColor(match.score) }]}
                label={
                  <Text ta="center" fw={700} size="lg" aria-hidden>
                    {match.score}
                  </Text>
                }
                aria-hidden
              />
              <Text size="sm" fw={600}>
                {t('fit.score', { score: match.score })}
              </Text>
            </Group>
            {match.reasons.length ? (
              <List spacing={6} size="sm" aria-label={t('fit.reasons')}>
                {match.reasons.map((reason, i) => {
                  const Icon = VERDICT_ICON[reason.verdict];
                  return (
                    <List.Item
                      key={i}
                      icon={<Icon size={18} aria-hidden color={VERDICT_COLOR[reason.verdict]} />}
                    >
                      <VisuallyHidden>{`${tMatch(`verdicts.${reason.verdict}`)} — `}</VisuallyHidden>
                      {explainMatchReason(reason, { t: tMatch, locale, labels })}
                    </List.Item>
                  );
                })}
              </List>
            ) : (
              <Text size="sm">{t('fit.nothingAsked')}</Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
