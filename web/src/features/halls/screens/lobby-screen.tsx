import { Anchor, Box, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FairRequired } from '../../../components/fair-required.tsx';
import { useFairQuery } from '../../../lib/use-fair-query.ts';
import { useMediaQuery } from '@mantine/hooks';
import { IconLayoutGrid } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { FairHallLight } from '@passerelle/contract';
import { drawsLobbyScene } from '@passerelle/contract/lite';
import { HallsUnavailable } from '../components/halls-unavailable.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { LobbyScene } from '../components/lobby-scene.tsx';
import { hallsQueries } from '../halls.queries.ts';
import { hallStandsQueries } from '../halls.stands.queries.ts';

/** §2 /fair/visit/lobby: the fair's entrance as a place, its halls as doors, and the same as a list. */
export function LobbyScreen() {
  const { t } = useTranslation('halls');
  const { fair } = useCurrentFair();
  const user = useCurrentUser();
  // Read at once, not in an effect: on a phone the scene is then drawn once, in its compact form.
  const compact = useMediaQuery('(max-width: 40em)', undefined, { getInitialValueInEffect: false });
  const { salon } = useParams({ strict: false });
  const navigate = useNavigate();
  const router = useRouter();
  const halls = useFairQuery((fair) => hallsQueries.light(fair.id, user?.id ?? null));
  // Each hall's booths count in the plain list (one light call per hall; a fair has a few halls).
  const counts = useQueries({
    queries: (halls.data ?? []).map((hall) => hallStandsQueries.light(hall.id, user?.id ?? null)),
    combine: (results) => results.map((r) => r.data?.filter((s) => s.isVisible).length),
  });

  const hrefOf = (hall: FairHallLight) =>
    router.buildLocation({ to: '/{-$salon}/fair/visit/$id', params: { salon, id: String(hall.id) } }).href;
  const openHall = (hall: FairHallLight) =>
    void navigate({ to: '/{-$salon}/fair/visit/$id', params: { salon, id: String(hall.id) } });
  const doorLabel = (hall: FairHallLight) => t('lobby.door', { letter: hall.letter, name: hall.name });

  if (!fair) return <FairRequired />;

  return (
    <Stack
      gap="lg"
      component="section"
      aria-labelledby="lobby-title"
      px={{ base: 'sm', sm: 'xl' }}
      py="lg"
      maw={1320}
      mx="auto"
      w="100%"
    >
      <Stack gap={4}>
        <Title order={1} size="h2" id="lobby-title">
          {t('lobby.welcome', { fair: fair.name })}
        </Title>
        <Text c="gray.7">{t('lobby.intro')}</Text>
        <Anchor component={Link} to="/{-$salon}/fair/visit/subhall" size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconLayoutGrid size={16} aria-hidden />
            {t('lobby.toSubhall')}
          </Group>
        </Anchor>
      </Stack>

      {halls.isPending ? (
        <Stack gap="md" aria-busy>
          <Skeleton height={compact ? 420 : 360} radius="md" />
          <Skeleton height={24} width="40%" />
        </Stack>
      ) : halls.isError || halls.data.length === 0 ? (
        <HallsUnavailable error={halls.error} />
      ) : (
        <>
          {/* The fair's "lobby" setting: drawn as an atrium (default) or the list of halls alone. */}
          {!drawsLobbyScene(fair.lobby) ? null : (
            <Box>
              <LobbyScene
                title={t('lobby.sceneTitle', { fair: fair.name })}
                fairName={fair.name}
                halls={halls.data}
                compact={compact}
                doorLabel={doorLabel}
                hrefOf={hrefOf}
                onOpen={openHall}
              />
            </Box>
          )}
          <Stack gap="xs" component="nav" aria-labelledby="lobby-list-title">
            <Title order={2} size="h4" id="lobby-list-title">
              {t('lobby.listTitle')}
            </Title>
            <List spacing="xs" listStyleType="none" p={0}>
              {halls.data.map((hall, index) => (
                <List.Item key={hall.id}>
                  <Anchor
                    fw={600}
                    renderRoot={(props) => (
                      <Link
                        to="/{-$salon}/fair/visit/$id"
                        params={{ salon, id: String(hall.id) }}
                        {...props}
                      />
                    )}
                  >
                    {doorLabel(hall)}
                  </Anchor>
                  {counts[index] === undefined ? null : (
                    <Text component="span" size="sm" c="gray.7">
                      {' · '}
                      {t('subhall.booths', { count: counts[index] })}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </Stack>
        </>
      )}
    </Stack>
  );
}
