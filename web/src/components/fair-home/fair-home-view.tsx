import type { ReactNode } from 'react';
import {
  Anchor,
  Badge,
  Box,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBriefcase,
  IconBuildingStore,
  IconCalendarEvent,
  IconMessages,
  IconPresentation,
  IconSpeakerphone,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Fair } from '@passerelle/contract';
import { HOMEPAGE_SECTIONS, type HomepageSection, type Locale } from '@passerelle/contract/lite';
import { formatDate } from '../../lib/format-date.ts';
import { internalHref } from '../../lib/header-buttons.ts';
import './fair-home.css';

/** One locale's homepage as the organizer wrote it (`homepageJson[locale]`). */
export type HomepageContent = NonNullable<Fair['homepageJson'][Locale]>;
type Offer = Exclude<HomepageSection, 'how'>;

const ICONS: Record<Offer, Icon> = {
  booths: IconBuildingStore,
  jobs: IconBriefcase,
  conferences: IconPresentation,
  meetings: IconVideo,
  messages: IconMessages,
};

/** A block of the page exists only while the fair has what it advertises. */
export const sectionAvailable = (fair: Fair, section: HomepageSection): boolean => {
  switch (section) {
    case 'jobs':
      return fair.isUsingJobModule;
    case 'conferences':
      return fair.isUsingConferenceModule;
    case 'meetings':
      return fair.isChatEnabled || fair.isVideoEnabled;
    case 'messages':
      return fair.isUsingDirectMessageModule;
    default:
      return true;
  }
};

/** The blocks shown: the organizer's choice and order (all of them when none was made), those available. */
export const shownSections = (fair: Fair, content: HomepageContent | undefined): HomepageSection[] =>
  (content?.sections ?? HOMEPAGE_SECTIONS).filter((s) => sectionAvailable(fair, s));

const STATUS_KEYS: Record<number, string> = { 1: 'preparation', 2: 'open', 3: 'finished', 4: 'closed' };

export interface FairHomeViewProps {
  fair: Fair;
  /** The page's texts in the reader's language (already fallen back to the main language). */
  content: HomepageContent | undefined;
  locale: Locale;
  /** The fair's address prefix, for the banner's internal link. */
  salon: string | undefined;
  /** The calls to action of the banner (register, log in…). */
  actions: ReactNode;
}

/**
 * The fair's home page (`/`), drawn from its homepage settings: the programme banner, the header
 * (large or compact), the organizer's text and the blocks of what the fair offers. The layout follows
 * the width of its container, not of the window, so the homepage editor's previews at 1280 and 390 px
 * show exactly what a reader will see.
 */
export function FairHomeView({ fair, content, locale, salon, actions }: FairHomeViewProps) {
  const { t } = useTranslation('home');
  const title = content?.title || fair.name;
  const subtitle = content?.subtitle || t('defaultSubtitle');
  const start = formatDate(fair.startDate, locale, fair.timezone);
  const end = formatDate(fair.endDate, locale, fair.timezone);
  const statusKey = STATUS_KEYS[fair.status] ?? 'preparation';
  const compact = content?.headerType === 'compact';
  const sections = shownSections(fair, content);
  const offers = sections.filter((s): s is Offer => s !== 'how');
  const banner = content?.banner?.text ? content.banner : null;
  const bannerHref = banner?.link
    ? /^https?:/i.test(banner.link)
      ? banner.link
      : internalHref(banner.link, salon)
    : null;

  return (
    <div className="fair-home">
      <Stack gap="xl">
        {banner ? (
          <Paper
            className="fair-home__banner"
            radius="md"
            px="md"
            py="sm"
            component="aside"
            aria-label={t('banner')}
          >
            <Group gap="sm" wrap="nowrap">
              <IconSpeakerphone size={20} aria-hidden />
              <Text size="sm" fw={600}>
                {banner.text}
              </Text>
              {bannerHref ? (
                <Anchor
                  href={bannerHref}
                  size="sm"
                  fw={600}
                  c="ember.9"
                  ml="auto"
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {t('bannerLink')}
                </Anchor>
              ) : null}
            </Group>
          </Paper>
        ) : null}
        <Box className={`home-hero fair-home__hero${compact ? ' fair-home__hero--compact' : ''}`}>
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
                  {end && end !== start
                    ? t('dates.range', { start, end })
                    : t('dates.single', { date: start })}
                </Badge>
              ) : null}
            </Group>
            <Title order={1} c="white" className="fair-home__title" lh={1.15}>
              {title}
            </Title>
            <Text size={compact ? 'md' : 'lg'} c="passerelle.0">
              {subtitle}
            </Text>
            {title !== fair.name ? (
              <Text size="sm" c="passerelle.1">
                {fair.name}
              </Text>
            ) : null}
            {actions}
          </Stack>
        </Box>

        {content?.text ? (
          <Text size="lg" maw={760} style={{ whiteSpace: 'pre-line' }}>
            {content.text}
          </Text>
        ) : null}

        {offers.length ? (
          <Stack gap="md" component="section" aria-labelledby="home-offers">
            <Title order={2} id="home-offers">
              {t('offers.title')}
            </Title>
            <SimpleGrid type="container" cols={{ base: 1, '560px': 2, '900px': 3 }} spacing="md">
              {offers.map((key) => {
                const OfferIcon = ICONS[key];
                return (
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
                );
              })}
            </SimpleGrid>
          </Stack>
        ) : null}

        {sections.includes('how') ? (
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
        ) : null}
      </Stack>
    </div>
  );
}
