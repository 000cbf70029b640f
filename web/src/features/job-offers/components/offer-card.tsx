import type { ReactNode } from 'react';
import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconLanguage, IconCertificate, IconPlaneDeparture, IconHome } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { JobOfferListItem } from '@passerelle/contract';
import { languagesSummary, placeOf } from '../offer-format.ts';
import { fitColor } from './match-panel.tsx';

/** An offer in a list: its title links to the offer page; place, contract, languages and support as facts. */
export function OfferCard({
  offer,
  level = 2,
  showFirm = true,
}: {
  offer: JobOfferListItem;
  level?: 2 | 3 | 4;
  showFirm?: boolean;
}) {
  const { t, i18n } = useTranslation('job-offers');
  const { salon } = useParams({ strict: false });
  const place = placeOf(offer);
  const languages = languagesSummary(offer, i18n.language);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`offer-${offer.id}`}>
      <Stack gap="xs">
        <Title order={level} fz="h4" id={`offer-${offer.id}`} style={{ overflowWrap: 'anywhere' }}>
          <Anchor
            inherit
            renderRoot={(props) => (
              <Link to="/{-$salon}/jobs/{-$id}" params={{ salon, id: String(offer.id) }} {...props} />
            )}
          >
            {offer.title}
          </Anchor>
        </Title>
        {showFirm ? (
          <Text size="sm" fw={600} c="gray.8">
            {offer.firm.name}
          </Text>
        ) : null}
        {offer.fitScore !== null ? (
          <Badge
            variant="filled"
            color={fitColor(offer.fitScore)}
            autoContrast
            radius="sm"
            w="fit-content"
            style={{ textTransform: 'none' }}
          >
            {t('card.fit', { score: offer.fitScore })}
          </Badge>
        ) : null}
        <Group gap="xs" wrap="wrap">
          {offer.contractType ? (
            <Badge variant="light" color="passerelle" radius="sm" style={{ textTransform: 'none' }}>
              {offer.contractType.name}
            </Badge>
          ) : null}
          <Badge variant="outline" color="gray" radius="sm" style={{ textTransform: 'none' }}>
            {t(`workMode.${offer.workMode}`)}
          </Badge>
          <Badge variant="outline" color="gray" radius="sm" style={{ textTransform: 'none' }}>
            {t('card.posts', { count: offer.numberOfPosts })}
          </Badge>
        </Group>
        {place ? (
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">{place}</Text>
          </Group>
        ) : null}
        {languages ? (
          <Group gap={6} wrap="nowrap">
            <IconLanguage size={16} aria-hidden />
            <Text size="sm">{t('card.languages', { languages })}</Text>
          </Group>
        ) : null}
        <Group gap="md" wrap="wrap">
          {offer.recognitionRequired ? (
            <Fact icon={<IconCertificate size={16} aria-hidden />} text={t('card.recognition')} />
          ) : null}
          {offer.immigrationSupport ? (
            <Fact icon={<IconPlaneDeparture size={16} aria-hidden />} text={t('card.immigration')} />
          ) : null}
          {offer.relocationSupport ? (
            <Fact icon={<IconHome size={16} aria-hidden />} text={t('card.relocation')} />
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

/** A small fact under the card's title: an icon and a few words. */
function Fact({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      {icon}
      <Text size="xs" c="gray.7">
        {text}
      </Text>
    </Group>
  );
}

export function OfferCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" aria-hidden>
      <Stack gap="xs">
        <Skeleton height={20} width="80%" />
        <Skeleton height={14} width="50%" />
        <Skeleton height={22} width="60%" />
        <Skeleton height={14} width="70%" />
      </Stack>
    </Card>
  );
}
