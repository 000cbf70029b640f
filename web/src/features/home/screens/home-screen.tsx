import { Badge, Box, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { FairRequired } from '../../../components/fair-required.tsx';
import {
  IconBriefcase,
  IconBuildingStore,
  IconCalendarEvent,
  IconMessages,
  IconPresentation,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type Fair } from '@passerelle/contract';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useLoginModal } from '../../../lib/login-modal.tsx';

interface Offer {
  key: string;
  icon: Icon;
}

/** What the fair offers, from its modules and switches. */
const offersOf = (fair: Fair): Offer[] => [
  { key: 'booths', icon: IconBuildingStore },
  ...(fair.isUsingJobModule ? [{ key: 'jobs', icon: IconBriefcase }] : []),
  ...(fair.isUsingConferenceModule ? [{ key: 'conferences', icon: IconPresentation }] : []),
  ...(fair.isChatEnabled || fair.isVideoEnabled ? [{ key: 'meetings', icon: IconVideo }] : []),
  ...(fair.isUsingDirectMessageModule ? [{ key: 'messages', icon: IconMessages }] : []),
];

const STATUS_KEYS: Record<number, string> = { 1: 'preparation', 2: 'open', 3: 'finished', 4: 'closed' };

/** Public landing page of the current fair (/). */
export function HomeScreen() {
  const { t, i18n } = useTranslation('home');
  const { fair } = useCurrentFair();
  if (!fair) return <FairRequired level={1} />;

  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
  const banner = fair.homepageJson[locale] ?? fair.homepageJson[DEFAULT_LOCALE];
  const title = banner?.title || fair.name;
  const subtitle = banner?.subtitle || t('defaultSubtitle');
  const start = formatDate(fair.startDate, locale, fair.timezone);
  const end = formatDate(fair.endDate, locale, fair.timezone);
  const statusKey = STATUS_KEYS[fair.status] ?? 'preparation';

  return (
    <Stack gap="xl">
      <Box
        className="home-hero"
        p={{ base: 'lg', sm: 'xl' }}
        style={{ borderRadius: 'var(--mantine-radius-lg)' }}
      >
        <Stack gap="md" maw={760}>
          <Group gap="xs">
            <Badge color="ember.2" c="gray.9" variant="filled" size="lg">
              {t(`status.${statusKey}`)}
            </Badge>
            {start ? (
              <Badge
                color="white"
                c="passerelle.9"
                variant="filled"
                size="lg"
                leftSection={<IconCalendarEvent size={14} aria-hidden />}
              >
                {end && end !== start ? t('dates.range', { start, end }) : t('dates.single', { date: start })}
              </Badge>
            ) : null}
          </Group>
          <Title order={1} c="white" fz={{ base: 28, sm: 40 }} lh={1.15}>
            {title}
          </Title>
          <Text size="lg" c="passerelle.0">
            {subtitle}
          </Text>
          {title !== fair.name ? (
            <Text size="sm" c="passerelle.1">
              {fair.name}
            </Text>
          ) : null}
          <CallsToAction fair={fair} />
        </Stack>
      </Box>

      <Stack gap="md" component="section" aria-labelledby="home-offers">
        <Title order={2} id="home-offers">
          {t('offers.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {offersOf(fair).map(({ key, icon: OfferIcon }) => (
            <Card key={key} withBorder padding="lg" radius="md">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                  <OfferIcon size={22} />
                </ThemeIcon>
                <Stack gap={4}>
                  <Title order={3} fz="lg">
                    {t(`offers.${key}.title`)}
                  </Title>
                  <Text size="sm" c="gray.8">
                    {t(`offers.${key}.body`)}
                  </Text>
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>

      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="home-how">
        <Title order={2} id="home-how" mb="sm">
          {t('how.title')}
        </Title>
        <Stack component="ol" gap="xs" m={0} pl="lg">
          <li>{t('how.step1')}</li>
          <li>{t('how.step2')}</li>
          <li>{t('how.step3')}</li>
        </Stack>
      </Card>
    </Stack>
  );
}

function CallsToAction({ fair }: { fair: Fair }) {
  const { t } = useTranslation('home');
  const { salon } = useParams({ strict: false });
  const user = useCurrentUser();
  const loginModal = useLoginModal();

  if (user)
    return (
      <Group gap="sm" mt="xs">
        <Button component={Link} to="/{-$salon}/user/manage" color="ember.7" size="md">
          {t('cta.account')}
        </Button>
      </Group>
    );
  return (
    <Group gap="sm" mt="xs">
      {fair.isRegistrationUserHomepage ? (
        <Button
          color="ember.7"
          size="md"
          renderRoot={(props) => (
            <Link to="/{-$salon}/register/{-$formtype}" params={{ salon, formtype: 'visitor' }} {...props} />
          )}
        >
          {t('cta.registerVisitor')}
        </Button>
      ) : null}
      {fair.isRegistrationFirmHomepage ? (
        <Button
          variant="white"
          size="md"
          renderRoot={(props) => (
            <Link
              to="/{-$salon}/register/{-$formtype}"
              params={{ salon, formtype: 'exhibitor' }}
              {...props}
            />
          )}
        >
          {t('cta.registerExhibitor')}
        </Button>
      ) : null}
      <Button variant="outline" color="white" size="md" onClick={loginModal.open} aria-haspopup="dialog">
        {t('cta.login')}
      </Button>
    </Group>
  );
}
