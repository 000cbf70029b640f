import type { ReactNode } from 'react';
import { Alert, Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BusinessCard } from '@passerelle/contract';
import type { ProfileOption } from './profile-form.tsx';

interface BusinessCardViewProps {
  card: BusinessCard;
  countries: ProfileOption[];
  languages: ProfileOption[];
}

const labelOf = (options: ProfileOption[], id: number): string =>
  options.find((o) => o.value === String(id))?.label ?? String(id);

const href = (url: string): string => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

/** §2 "My business card": the card exactly as other participants of the fair see it. */
export function BusinessCardView({ card, countries, languages }: BusinessCardViewProps) {
  const { t } = useTranslation('account');
  const links = [
    ...Object.entries(card.socialLinks).map(([k, url]) => ({
      key: `s-${k}`,
      label: t(`profile.social.${k}`, { defaultValue: k }),
      url,
    })),
    ...Object.entries(card.videoconferenceLinks).map(([k, url]) => ({
      key: `v-${k}`,
      label: t(`profile.video.${k}`, { defaultValue: k }),
      url,
    })),
  ];
  const rows: { label: string; value: ReactNode }[] = [];
  if (card.email) rows.push({ label: t('businessCard.email'), value: card.email });
  if (card.phone) rows.push({ label: t('businessCard.phone'), value: card.phone });
  if (card.website)
    rows.push({
      label: t('businessCard.website'),
      value: (
        <Anchor href={href(card.website)} target="_blank" rel="noopener noreferrer">
          {card.website}
        </Anchor>
      ),
    });
  if (card.country !== null)
    rows.push({ label: t('businessCard.country'), value: labelOf(countries, card.country) });
  if (card.languages.length > 0)
    rows.push({
      label: t('businessCard.languages'),
      value: card.languages.map((id) => labelOf(languages, id)).join(', '),
    });

  return (
    <Stack gap="sm" data-testid="business-card">
      <Stack gap={0}>
        <Title order={3} size="h4">
          {card.firstName} {card.lastName}
        </Title>
        {card.jobTitle ? <Text c="gray.7">{card.jobTitle}</Text> : null}
      </Stack>
      <dl style={{ margin: 0 }}>
        {rows.map((row) => (
          <Group key={row.label} gap={6} wrap="wrap" align="baseline">
            <Text component="dt" size="sm" fw={700}>
              {row.label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {row.value}
            </Text>
          </Group>
        ))}
      </dl>
      {links.length > 0 ? (
        <Group
          component="ul"
          gap="sm"
          wrap="wrap"
          aria-label={t('businessCard.links')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {links.map((l) => (
            <li key={l.key}>
              <Anchor size="sm" href={href(l.url)} target="_blank" rel="noopener noreferrer">
                {l.label}
              </Anchor>
            </li>
          ))}
        </Group>
      ) : null}
      {card.email === undefined ? (
        <Alert variant="light" color="gray" icon={<IconEyeOff size={18} aria-hidden />}>
          <Text size="sm">{t('businessCard.emailHidden')}</Text>
        </Alert>
      ) : null}
    </Stack>
  );
}

/** A placeholder shaped like the card while it loads. */
export function BusinessCardSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      <Skeleton height={24} width="60%" />
      <Skeleton height={16} width="40%" />
      <Skeleton height={16} width="80%" />
      <Skeleton height={16} width="70%" />
    </Stack>
  );
}
