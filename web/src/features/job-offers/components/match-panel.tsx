import { Anchor, Group, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { JobOfferComputed } from '@passerelle/contract';
import { MatchReasonList } from '../../../components/match-reason-list.tsx';

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
  const { t } = useTranslation('job-offers');
  const { salon } = useParams({ strict: false });
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
              <MatchReasonList
                reasons={match.reasons}
                labels={labels}
                audience="candidate"
                aria-label={t('fit.reasons')}
              />
            ) : (
              <Text size="sm">{t('fit.nothingAsked')}</Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
