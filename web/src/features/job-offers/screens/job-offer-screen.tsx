import {
  Alert,
  Anchor,
  Box,
  Button,
  Grid,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { IconArrowLeft, IconCertificate, IconCheck, IconPencil, IconSend, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { JobOfferComputed } from '@passerelle/contract';
import { ErrorCard } from '../../../components/error-card.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { MatchPanel } from '../components/match-panel.tsx';
import { OfferLanguages } from '../components/offer-languages.tsx';
import { OfferStatusBadge } from '../components/offer-status-badge.tsx';
import { jobOffersQueries } from '../job-offers.queries.ts';
import { dateLabel, money, placeOf } from '../offer-format.ts';

/** §2 public /jobs/{id}: everything a candidate needs to decide, and the call to apply. */
export function JobOfferScreen({
  id,
  apply,
  interviews,
}: {
  id: number;
  /** The call to apply, composed by the route file (the applications feature); a link to the profile otherwise. */
  apply?: (offer: JobOfferComputed) => ReactNode;
  /**
   * Issue 13: the interviews to book from this offer, composed by the route file (the
   * interview-slots feature), shown under the call to apply; a section with a level-2 heading.
   */
  interviews?: (offer: JobOfferComputed) => ReactNode;
}) {
  const { t } = useTranslation('job-offers');
  const user = useCurrentUser();
  const { salon } = useParams({ strict: false });
  const query = useQuery(jobOffersQueries.computed(id, user?.id ?? null));
  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Anchor
        size="sm"
        w="fit-content"
        renderRoot={(props) => (
          <Link to="/{-$salon}/jobs/{-$id}" params={{ salon, id: undefined }} {...props} />
        )}
      >
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('offer.back')}
        </Group>
      </Anchor>
      {query.isPending ? (
        <Stack gap="md" aria-busy>
          <Skeleton height={34} width="70%" />
          <Skeleton height={18} width="40%" />
          <Skeleton height={160} />
        </Stack>
      ) : query.isError ? (
        isApiError(query.error) && (query.error.status === 404 || query.error.status === 401) ? (
          <EmptyState level={1} title={t('offer.notFound')} />
        ) : (
          <ErrorCard error={query.error} title={t('offer.loadFailed')} />
        )
      ) : (
        <OfferBody offer={query.data} apply={apply} interviews={interviews} signedIn={!!user} />
      )}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text size="xs" tt="uppercase" fw={700} c="gray.7" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Box>
  );
}

function Supported({ yes, text }: { yes: boolean; text: string }) {
  return (
    <List.Item
      icon={
        yes ? (
          <IconCheck size={18} aria-hidden color="var(--mantine-color-teal-7)" />
        ) : (
          <IconX size={18} aria-hidden color="var(--mantine-color-gray-6)" />
        )
      }
    >
      {text}
    </List.Item>
  );
}

function OfferBody({
  offer,
  apply,
  interviews,
  signedIn,
}: {
  offer: JobOfferComputed;
  apply?: (offer: JobOfferComputed) => ReactNode;
  interviews?: (offer: JobOfferComputed) => ReactNode;
  signedIn: boolean;
}) {
  const { t, i18n } = useTranslation('job-offers');
  const { salon } = useParams({ strict: false });
  const locale = i18n.language;
  const period = offer.salaryPeriod ? t(`period.${offer.salaryPeriod}`) : '';
  const cur = offer.salaryCurrency ?? 'EUR';
  const salary =
    offer.salaryMin !== null && offer.salaryMax !== null
      ? t('offer.salaryRange', {
          min: money(offer.salaryMin, cur, locale),
          max: money(offer.salaryMax, cur, locale),
          period,
        })
      : offer.salaryMin !== null
        ? t('offer.salaryFrom', { min: money(offer.salaryMin, cur, locale), period })
        : offer.salaryMax !== null
          ? t('offer.salaryUpTo', { max: money(offer.salaryMax, cur, locale), period })
          : t('offer.notSpecified');
  const place = [placeOf(offer), offer.region?.name].filter(Boolean).join(' · ');
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
            {offer.title}
          </Title>
          {offer.status !== 'published' ? <OfferStatusBadge status={offer.status} /> : null}
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text c="gray.8">{t('offer.by', { firm: offer.firm.name })}</Text>
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link to="/{-$salon}/exhibitors/$id" params={{ salon, id: String(offer.firm.id) }} {...props} />
            )}
          >
            {t('offer.seeExhibitor')}
          </Anchor>
        </Group>
      </Stack>
      {offer.status !== 'published' ? (
        <Alert color="orange" variant="light">
          {t('offer.statusNote', { status: t(`status.${offer.status}`) })}
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="offer-facts">
              <Title order={2} fz="h3" id="offer-facts" mb="sm">
                {t('offer.facts')}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" component="dl" m={0}>
                <Fact
                  label={t('offer.place')}
                  value={`${place || t('offer.notSpecified')} · ${t(`workMode.${offer.workMode}`)}`}
                />
                <Fact
                  label={t('offer.contract')}
                  value={offer.contractType?.name ?? t('offer.notSpecified')}
                />
                <Fact
                  label={t('offer.start')}
                  value={offer.startDate ? dateLabel(offer.startDate, locale) : t('offer.startAsap')}
                />
                <Fact label={t('offer.posts')} value={String(offer.numberOfPosts)} />
                <Fact label={t('offer.salary')} value={salary} />
                <Fact
                  label={t('offer.experience')}
                  value={offer.experience?.name ?? t('offer.notSpecified')}
                />
                {offer.educationLevel ? (
                  <Fact label={t('offer.education')} value={offer.educationLevel.name} />
                ) : null}
                {offer.functionLevel ? (
                  <Fact label={t('offer.functionLevel')} value={offer.functionLevel.name} />
                ) : null}
                {offer.disponibility ? (
                  <Fact label={t('offer.disponibility')} value={offer.disponibility.name} />
                ) : null}
              </SimpleGrid>
            </Paper>
            {offer.description ? (
              <Stack gap="xs" component="section" aria-labelledby="offer-description">
                <Title order={2} fz="h3" id="offer-description">
                  {t('offer.description')}
                </Title>
                <Typography>
                  {/* Sanitised by the api (§5 allow-list) before it was stored. */}
                  <div dangerouslySetInnerHTML={{ __html: offer.description }} />
                </Typography>
              </Stack>
            ) : null}
            <Stack gap="xs" component="section" aria-labelledby="offer-languages">
              <Title order={2} fz="h3" id="offer-languages">
                {t('offer.languages')}
              </Title>
              <Text size="sm" c="gray.7">
                {t('offer.languagesIntro')}
              </Text>
              <OfferLanguages languages={offer.languages} level={3} />
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p="lg" bg="ember.0">
              <Stack gap="sm">
                {apply ? (
                  apply(offer)
                ) : (
                  <>
                    <Button
                      size="md"
                      color="ember.7"
                      leftSection={<IconSend size={18} aria-hidden />}
                      renderRoot={(props) => (
                        <Link to="/{-$salon}/jobs/profile" params={{ salon }} {...props} />
                      )}
                    >
                      {t('offer.apply')}
                    </Button>
                    <Text size="sm">{t('offer.applyHint')}</Text>
                  </>
                )}
                {offer.abilities.update ? (
                  <Button
                    variant="default"
                    leftSection={<IconPencil size={18} aria-hidden />}
                    renderRoot={(props) => (
                      <Link
                        to="/{-$salon}/jobs/edit/{-$id}"
                        params={{ salon, id: String(offer.id) }}
                        {...props}
                      />
                    )}
                  >
                    {t('offer.edit')}
                  </Button>
                ) : null}
              </Stack>
            </Paper>
            {interviews?.(offer)}
            <MatchPanel offer={offer} signedIn={signedIn} />
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="offer-recognition">
              <Stack gap="xs">
                <Group gap="xs" wrap="nowrap">
                  <IconCertificate size={20} aria-hidden />
                  <Title order={2} fz="h4" id="offer-recognition">
                    {t('offer.recognition')}
                  </Title>
                </Group>
                {offer.recognitionRequired ? (
                  <>
                    <Text size="sm">
                      {t('offer.recognitionRequired', { name: offer.recognitionName ?? '' })}
                    </Text>
                    <Text size="sm" fw={600}>
                      {offer.recognitionSupported
                        ? t('offer.recognitionSupported')
                        : t('offer.recognitionNotSupported')}
                    </Text>
                  </>
                ) : (
                  <Text size="sm">{t('offer.recognitionNone')}</Text>
                )}
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="offer-support">
              <Title order={2} fz="h4" id="offer-support" mb="xs">
                {t('offer.support')}
              </Title>
              <List spacing="xs" size="sm" center>
                <Supported
                  yes={offer.immigrationSupport}
                  text={offer.immigrationSupport ? t('offer.immigrationYes') : t('offer.immigrationNo')}
                />
                <Supported
                  yes={offer.relocationSupport}
                  text={offer.relocationSupport ? t('offer.relocationYes') : t('offer.relocationNo')}
                />
              </List>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
