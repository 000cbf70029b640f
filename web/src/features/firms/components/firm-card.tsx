import { Anchor, Badge, Box, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { FirmFrontItem } from '@passerelle/contract';
import { FirmLogo } from './firm-logo.tsx';
import { SectorBadges } from '../../../components/sector-badges.tsx';
import '../firms.css';

/** An exhibitor on the public list: logo or initials, name (the link), type, sectors, excerpt. */
export function FirmCard({ firm }: { firm: FirmFrontItem }) {
  const { t } = useTranslation('firms');
  const { salon } = useParams({ strict: false });
  const headingId = `firm-card-${firm.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-labelledby={headingId}
      className="firm-card"
      style={{ position: 'relative', height: '100%' }}
    >
      <Stack gap="sm" h="100%">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <FirmLogo name={firm.name} logo={firm.logo} size={56} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {/* The whole card is clickable through this link's stretched area. */}
              <Anchor
                inherit
                c="passerelle.8"
                className="firm-card-link"
                renderRoot={(props) => (
                  <Link to="/{-$salon}/exhibitors/$id" params={{ salon, id: String(firm.id) }} {...props} />
                )}
              >
                {firm.name}
              </Anchor>
            </Title>
            {firm.firmType ? (
              <Text size="sm" c="gray.7">
                {firm.firmType.name}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {!firm.isVisible ? (
          <Badge color="gray.7" variant="filled" tt="none" leftSection={<IconEyeOff size={14} aria-hidden />}>
            {t('visibility.hiddenPublic')}
          </Badge>
        ) : null}
        {firm.shortDescription ? (
          <Text size="sm" c="gray.8">
            {firm.shortDescription}
          </Text>
        ) : null}
        <Box mt="auto">
          <SectorBadges sectors={firm.sectors} label={t('detail.sectors')} />
        </Box>
      </Stack>
    </Card>
  );
}

/** A placeholder shaped like a card while the list loads. */
export function FirmCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-hidden>
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap">
          <Skeleton height={56} width={56} radius="md" />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={18} width="70%" />
            <Skeleton height={12} width="40%" />
          </Stack>
        </Group>
        <Skeleton height={12} />
        <Skeleton height={12} width="85%" />
        <Skeleton height={20} width="50%" radius="xl" />
      </Stack>
    </Card>
  );
}
