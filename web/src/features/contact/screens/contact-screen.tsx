import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconClock, IconLanguage, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale } from '@passerelle/contract/lite';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { zoneName } from '../../../lib/zoned-time.ts';

/** /contact: who runs the fair, when it takes place and how to write to the team. */
export function ContactScreen() {
  const { t, i18n } = useTranslation('contact');
  const { fair } = useCurrentFair();
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
  const email = t('email.address');
  const subject = fair ? t('email.subject', { fair: fair.name }) : t('email.subjectGeneric');
  const mailto = `mailto:${email}?subject=${encodeURIComponent(subject)}`;
  const start = fair ? formatDate(fair.startDate, locale, fair.timezone) : '';
  const end = fair ? formatDate(fair.endDate, locale, fair.timezone) : '';
  const languages = fair?.fairLanguages.map((fl) => fl.language.name).filter(Boolean) ?? [];

  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Text maw={720}>{fair ? t('intro', { fair: fair.name }) : t('introGeneric')}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="lg" component="section" aria-labelledby="contact-write">
          <Stack gap="sm">
            <Group gap="sm">
              <ThemeIcon variant="light" size="lg" aria-hidden>
                <IconMail size={20} />
              </ThemeIcon>
              <Title order={2} fz="h3" id="contact-write">
                {t('email.title')}
              </Title>
            </Group>
            <Text size="sm">{t('email.body')}</Text>
            <Anchor href={mailto} fw={600}>
              {email}
            </Anchor>
            <Text size="xs" c="gray.7">
              {t('email.privacy')}
            </Text>
          </Stack>
        </Card>
        {fair ? (
          <Card withBorder padding="lg" component="section" aria-labelledby="contact-fair">
            <Stack gap="sm">
              <Title order={2} fz="h3" id="contact-fair">
                {fair.name}
              </Title>
              {start ? (
                <Group gap="xs" wrap="nowrap">
                  <IconCalendarEvent size={18} aria-hidden />
                  <Text size="sm">
                    {end && end !== start ? t('fair.dates', { start, end }) : t('fair.date', { date: start })}
                  </Text>
                </Group>
              ) : null}
              <Group gap="xs" wrap="nowrap">
                <IconClock size={18} aria-hidden />
                <Text size="sm">
                  {t('fair.timezone', { timezone: zoneName(fair.timezone, i18n.language) })}
                </Text>
              </Group>
              {languages.length > 0 ? (
                <Group gap="xs" wrap="nowrap">
                  <IconLanguage size={18} aria-hidden />
                  <Text size="sm">{t('fair.languages', { languages: languages.join(', ') })}</Text>
                </Group>
              ) : null}
            </Stack>
          </Card>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
