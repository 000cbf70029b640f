import { CardGrid } from '../../../components/card-grid.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageSection } from '../../../components/list-panel.tsx';
import { Badge, Box, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { FairRequired } from '../../../components/fair-required.tsx';
import { useFairQuery } from '../../../lib/use-fair-query.ts';
import {
  IconBuildingStore,
  IconDoorEnter,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconPlus,
  IconUsers,
} from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { FairHallLight, StandListItem } from '@passerelle/contract';
import { MENU_ROLES, hasAnyRole } from '@passerelle/contract/lite';
import { BoothPicture } from '../../../components/booth-art/index.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { STATUS_COLORS } from '../../../theme.ts';
import { standsQueries } from '../stands.queries.ts';

/** §2 /user/configuration-stands: "my booths" in the current fair, each with its actions. */
export function MyStandsScreen() {
  const { t } = useTranslation('stands');
  const { fair } = useCurrentFair();
  const user = useCurrentUser();
  const { salon } = useParams({ strict: false });
  const isOrganizer = hasAnyRole(user?.roles, MENU_ROLES.organizer);
  const stands = useFairQuery((fair) => standsQueries.mine(fair.id, user?.id ?? null));
  const halls = useFairQuery((fair) => standsQueries.halls(fair.id));

  const createButton = isOrganizer ? (
    <Button
      leftSection={<IconPlus size={18} aria-hidden />}
      renderRoot={(props) => <Link to="/{-$salon}/stand/create/{-$id}" params={{ salon }} {...props} />}
    >
      {t('mine.create')}
    </Button>
  ) : null;

  return (
    <PageSection
      titleId="my-stands-title"
      title={t('mine.title')}
      intro={fair ? t('mine.intro', { fair: fair.name }) : null}
      actions={stands.data?.length ? createButton : null}
    >
      {fair ? (
        <CardGrid
          query={stands}
          cols={{ base: 1, sm: 2, xl: 3 }}
          spacing="md"
          cardHeight={300}
          loadingLabel={t('mine.loading')}
          loadFailed={t('mine.loadFailed')}
          empty={
            <EmptyState
              level={3}
              icon={
                <ThemeIcon size={56} radius="xl" variant="light" color="passerelle">
                  <IconBuildingStore size={30} aria-hidden />
                </ThemeIcon>
              }
              title={t('mine.emptyTitle')}
              text={isOrganizer ? t('mine.emptyOrganizer') : t('mine.empty', { fair: fair.name })}
            >
              {createButton}
            </EmptyState>
          }
        >
          {(items) =>
            items.map((stand) => (
              <StandCard
                key={stand.id}
                stand={stand}
                hall={halls.data?.find((h) => h.id === stand.fairHall) ?? null}
              />
            ))
          }
        </CardGrid>
      ) : (
        <FairRequired />
      )}
    </PageSection>
  );
}

function StandCard({ stand, hall }: { stand: StandListItem; hall: FairHallLight | null }) {
  const { t } = useTranslation('stands');
  const { salon } = useParams({ strict: false });
  const params = { salon, id: String(stand.id) };
  const titleId = `my-stand-${stand.id}`;
  const place =
    stand.fairHall === null
      ? t('place.none')
      : hall
        ? stand.number !== null
          ? t('place.hallNumber', { letter: hall.letter, hall: hall.name, number: stand.number })
          : t('place.hall', { letter: hall.letter, hall: hall.name })
        : stand.number !== null
          ? t('place.number', { number: stand.number })
          : t('place.placed');
  const hiddenByYou = !stand.isVisible && !stand.isHiddenByOrganizer;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Card.Section>
        <Box bg="gray.0" p="sm" aria-hidden>
          <BoothPicture stand={stand} />
        </Box>
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Title order={3} fz="lg" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {stand.name}
        </Title>
        <Text size="sm" c="gray.7">
          {place}
        </Text>
        <Group gap={6}>
          {stand.isVisible ? (
            <Badge
              color={STATUS_COLORS.validated}
              variant="light"
              tt="none"
              leftSection={<IconEye size={12} aria-hidden />}
            >
              {t('visibility.visible')}
            </Badge>
          ) : null}
          {hiddenByYou ? (
            <Badge
              color="gray.8"
              variant="light"
              tt="none"
              leftSection={<IconEyeOff size={12} aria-hidden />}
            >
              {t('visibility.hiddenByYou')}
            </Badge>
          ) : null}
          {stand.isHiddenByOrganizer ? (
            <Badge
              color={STATUS_COLORS.refused}
              variant="light"
              tt="none"
              leftSection={<IconEyeOff size={12} aria-hidden />}
            >
              {t('visibility.hiddenByOrganizer')}
            </Badge>
          ) : null}
        </Group>
        <SimpleGrid cols={2} spacing="xs" mt="xs">
          <Button
            size="xs"
            leftSection={<IconPencil size={16} aria-hidden />}
            aria-label={t('actions.configureNamed', { name: stand.name })}
            renderRoot={(props) => <Link to="/{-$salon}/stand/configure/{-$id}" params={params} {...props} />}
          >
            {t('actions.configure')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEye size={16} aria-hidden />}
            aria-label={t('actions.previewNamed', { name: stand.name })}
            renderRoot={(props) => <Link to="/{-$salon}/stand/preview/{-$id}" params={params} {...props} />}
          >
            {t('actions.preview')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconUsers size={16} aria-hidden />}
            aria-label={t('actions.peopleNamed', { name: stand.name })}
            renderRoot={(props) => (
              <Link to="/{-$salon}/stand/add-contacts/{-$id}" params={params} {...props} />
            )}
          >
            {t('actions.people')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDoorEnter size={16} aria-hidden />}
            aria-label={t('actions.visitNamed', { name: stand.name })}
            renderRoot={(props) => <Link to="/{-$salon}/stand/visit/{-$id}" params={params} {...props} />}
          >
            {t('actions.visit')}
          </Button>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
