import { PeopleSection } from '../../../components/person-card.tsx';
import type { ReactNode } from 'react';
import { useFairQuery } from '../../../lib/use-fair-query.ts';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconEyeOff,
  IconMail,
  IconMapPin,
  IconPencil,
  IconPhone,
  IconWorld,
} from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BusinessCard, FirmDetail } from '@passerelle/contract';
import { ErrorCard } from '../../../components/error-card.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { LoginNeededAlert } from '../../../components/login-needed-alert.tsx';
import { ContactCard } from '../components/contact-card.tsx';
import { useFairPresence } from '../../../lib/presence.ts';
import { FirmLogo } from '../components/firm-logo.tsx';
import { SectorBadges } from '../../../components/sector-badges.tsx';
import { firmsQueries } from '../firms.queries.ts';
import '../firms.css';

/** §2 /exhibitors/{id}: an exhibitor's page in the current fair. */
/**
 * `jobs`: the firm's offers in the fair, composed by the route file (the job module);
 * `contactActions`: what another domain adds to each contact's card (the direct-message button).
 */
export function ExhibitorDetailScreen({
  id,
  jobs,
  contactActions,
}: {
  id: number;
  jobs?: ReactNode;
  contactActions?: (card: BusinessCard) => ReactNode;
}) {
  const { t } = useTranslation('firms');
  const { fair } = useCurrentFair();
  const user = useCurrentUser();
  const page = useFairQuery((fair) => firmsQueries.page(id, fair.id, user?.id ?? null));

  const back = <BackToList />;
  if (!fair || page.isPending)
    return (
      <Stack gap="lg" aria-busy>
        {back}
        <Group gap="lg" wrap="nowrap">
          <Skeleton height={96} width={96} radius="md" />
          <Stack gap="xs" style={{ flex: 1 }}>
            <Skeleton height={28} width="60%" />
            <Skeleton height={16} width="30%" />
          </Stack>
        </Group>
        <Skeleton height={160} radius="md" />
        <Skeleton height={120} radius="md" />
      </Stack>
    );
  if (page.isError) {
    const status = isApiError(page.error) ? page.error.status : 0;
    return (
      <Stack gap="lg">
        {back}
        {status === 404 ? (
          <Alert color="gray" variant="light" title={t('detail.notFoundTitle')}>
            <Text size="sm">{t('detail.notFound')}</Text>
          </Alert>
        ) : status === 401 ? (
          <LoginNeededAlert
            title={t('front.loginTitle')}
            body={t('front.loginBody')}
            login={t('front.login')}
          />
        ) : (
          <ErrorCard error={page.error} title={t('detail.loadFailed')} />
        )}
      </Stack>
    );
  }
  return <FirmPage firm={page.data} back={back} jobs={jobs} contactActions={contactActions} />;
}

function BackToList() {
  const { t } = useTranslation('firms');
  const { salon } = useParams({ strict: false });
  return (
    <Anchor
      size="sm"
      renderRoot={(props) => <Link to="/{-$salon}/exhibitors/list" params={{ salon }} {...props} />}
    >
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('detail.back')}
      </Group>
    </Anchor>
  );
}

const href = (url: string): string => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

function FirmPage({
  firm,
  back,
  jobs,
  contactActions,
}: {
  firm: FirmDetail;
  back: ReactNode;
  jobs?: ReactNode;
  contactActions?: (card: BusinessCard) => ReactNode;
}) {
  const { fair } = useCurrentFair();
  const presence = useFairPresence(
    fair?.id ?? null,
    firm.contacts.map((c) => c.id),
  );
  const { t } = useTranslation('firms');
  const { salon } = useParams({ strict: false });
  const noteId = 'contacts-realtime-note';
  const coordinates: { key: string; icon: ReactNode; label: string; value: ReactNode }[] = [];
  if (firm.website)
    coordinates.push({
      key: 'website',
      icon: <IconWorld size={18} aria-hidden />,
      label: t('detail.website'),
      value: (
        <Anchor href={href(firm.website)} target="_blank" rel="noopener noreferrer" size="sm">
          {firm.website.replace(/^https?:\/\//i, '')}
        </Anchor>
      ),
    });
  if (firm.email)
    coordinates.push({
      key: 'email',
      icon: <IconMail size={18} aria-hidden />,
      label: t('detail.email'),
      value: (
        <Anchor href={`mailto:${firm.email}`} size="sm">
          {firm.email}
        </Anchor>
      ),
    });
  if (firm.phone)
    coordinates.push({
      key: 'phone',
      icon: <IconPhone size={18} aria-hidden />,
      label: t('detail.phone'),
      value: <Text size="sm">{firm.phone}</Text>,
    });
  if (firm.address)
    coordinates.push({
      key: 'address',
      icon: <IconMapPin size={18} aria-hidden />,
      label: t('detail.address'),
      value: <Text size="sm">{firm.address}</Text>,
    });

  return (
    <Stack gap="lg" component="article" aria-labelledby="firm-name">
      {back}
      <Box
        className="firm-hero"
        p={{ base: 'md', sm: 'xl' }}
        style={{ borderRadius: 'var(--mantine-radius-lg)' }}
      >
        <Group gap="lg" align="flex-start" wrap="nowrap">
          <FirmLogo name={firm.name} logo={firm.logo} size={96} alt={t('logo.alt', { name: firm.name })} />
          <Stack gap="xs" style={{ minWidth: 0, flex: 1 }}>
            <Title
              order={1}
              id="firm-name"
              fz={{ base: 24, sm: 32 }}
              lh={1.2}
              style={{ overflowWrap: 'anywhere' }}
            >
              {firm.name}
            </Title>
            {firm.firmType ? <Text c="gray.8">{firm.firmType.name}</Text> : null}
            <SectorBadges sectors={firm.sectors} label={t('detail.sectors')} />
            {!firm.isVisible ? (
              <Badge
                color="gray.7"
                variant="filled"
                tt="none"
                leftSection={<IconEyeOff size={14} aria-hidden />}
              >
                {t('visibility.hiddenPublic')}
              </Badge>
            ) : null}
          </Stack>
        </Group>
        {firm.abilities.update ? (
          <Group mt="md">
            <Button
              variant="white"
              leftSection={<IconPencil size={18} aria-hidden />}
              renderRoot={(props) => (
                <Link
                  to="/{-$salon}/exhibitor/manage"
                  params={{ salon }}
                  search={{ firm: firm.id }}
                  {...props}
                />
              )}
            >
              {t('detail.edit')}
            </Button>
          </Group>
        ) : null}
      </Box>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="firm-about" h="100%">
            <Title order={2} fz="h3" id="firm-about" mb="sm">
              {t('detail.about')}
            </Title>
            {firm.description ? (
              <Text style={{ whiteSpace: 'pre-line' }} data-testid="firm-description">
                {firm.description}
              </Text>
            ) : (
              <Text c="gray.7">{t('detail.noDescription')}</Text>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card
            withBorder
            radius="md"
            padding="lg"
            component="section"
            aria-labelledby="firm-coordinates"
            h="100%"
          >
            <Title order={2} fz="h3" id="firm-coordinates" mb="sm">
              {t('detail.coordinates')}
            </Title>
            {coordinates.length ? (
              <Stack gap="sm">
                {coordinates.map((c) => (
                  <Group key={c.key} gap="sm" wrap="nowrap" align="flex-start">
                    <Box c="passerelle.7" mt={2}>
                      {c.icon}
                    </Box>
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="xs" fw={700} c="gray.7" tt="uppercase">
                        {c.label}
                      </Text>
                      <Box style={{ overflowWrap: 'anywhere' }}>{c.value}</Box>
                    </Stack>
                  </Group>
                ))}
              </Stack>
            ) : (
              <Text c="gray.7" size="sm">
                {t('detail.noCoordinates')}
              </Text>
            )}
            {firm.email === undefined ? (
              <Text size="xs" c="gray.7" mt="sm">
                {t('detail.emailHidden')}
              </Text>
            ) : null}
          </Card>
        </Grid.Col>
      </Grid>

      <PeopleSection
        titleId="firm-contacts"
        title={t('detail.contacts')}
        level={2}
        note={t('contacts.callsSoon')}
        noteId={noteId}
        emptyText={t('detail.noContacts')}
      >
        {firm.contacts.map((card) => (
          <ContactCard
            key={card.id}
            card={card}
            noteId={noteId}
            presence={presence?.get(card.id)}
            actions={contactActions?.(card)}
          />
        ))}
      </PeopleSection>
      {jobs}
    </Stack>
  );
}
