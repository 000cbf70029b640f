import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FairRequired } from '../../../components/fair-required.tsx';
import { useFairQuery } from '../../../lib/use-fair-query.ts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { FairHallLight } from '@passerelle/contract';
import { HallsUnavailable } from '../components/halls-unavailable.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { textOn } from '../text-on.ts';
import { hallsQueries } from '../halls.queries.ts';
import { hallStandsQueries } from '../halls.stands.queries.ts';
import '../halls.css';

/**
 * §2 /fair/visit/subhall: the fair's halls as a light page of cards (letter, colour, name, number
 * of booths), each a link to its hall — the hall chooser where the drawn lobby is too much.
 */
export function SubhallScreen() {
  const { t } = useTranslation('halls');
  const { fair } = useCurrentFair();
  const user = useCurrentUser();
  const halls = useFairQuery((fair) => hallsQueries.light(fair.id, user?.id ?? null));

  if (!fair) return <FairRequired />;

  return (
    <Stack
      gap="lg"
      component="section"
      aria-labelledby="subhall-title"
      px={{ base: 'sm', sm: 'xl' }}
      py="lg"
      maw={1100}
      mx="auto"
      w="100%"
    >
      <Anchor component={Link} to="/{-$salon}/fair/visit/lobby" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('visit.back')}
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Title order={1} size="h2" id="subhall-title">
          {t('subhall.heading', { fair: fair.name })}
        </Title>
        <Text c="gray.7">{t('subhall.intro')}</Text>
      </Stack>
      {halls.isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} aria-busy>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={120} radius="md" />
          ))}
        </SimpleGrid>
      ) : halls.isError || halls.data.length === 0 ? (
        <HallsUnavailable error={halls.error} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {halls.data.map((hall) => (
            <SubhallCard key={hall.id} hall={hall} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function SubhallCard({ hall }: { hall: FairHallLight }) {
  const { t } = useTranslation('halls');
  const user = useCurrentUser();
  const { salon } = useParams({ strict: false });
  const stands = useQuery(hallStandsQueries.light(hall.id, user?.id ?? null));
  const count = stands.data?.filter((s) => s.isVisible).length;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      className="hall-card subhall-card"
      style={{ borderLeftColor: hall.color ?? 'var(--mantine-color-gray-4)' }}
    >
      <Link to="/{-$salon}/fair/visit/$id" params={{ salon, id: String(hall.id) }} className="subhall-link">
        <span
          className="hall-letter"
          style={{ background: hall.color ?? '#1e6091', color: textOn(hall.color ?? '#1e6091') }}
          aria-hidden
        >
          {hall.letter}
        </span>
        <span className="subhall-text">
          <Text component="span" fw={700} display="block">
            {t('lobby.door', { letter: hall.letter, name: hall.name })}
          </Text>
          <Text component="span" size="sm" c="gray.7" display="block">
            {count === undefined ? '\u00a0' : t('subhall.booths', { count })}
          </Text>
        </span>
      </Link>
    </Paper>
  );
}
