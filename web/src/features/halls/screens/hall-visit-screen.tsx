import { Alert, Anchor, Box, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBuildingStore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { HallFloorPlan } from '../components/hall-floor-plan.tsx';
import { textOn } from '../hall-form-model.ts';
import { hallsQueries } from '../halls.queries.ts';

/**
 * §2 /fair/visit/{id}: a hall of the fair. Its floor plan shows the empty booth slots of its
 * configuration until the booths arrive (then the slots carry the firms' stands).
 */
export function HallVisitScreen({ id }: { id: number }) {
  const { t } = useTranslation('halls');
  const user = useCurrentUser();
  const hall = useQuery(hallsQueries.detail(id, user?.id ?? null));
  const configuration = useQuery({
    ...hallsQueries.configuration(id, user?.id ?? null),
    enabled: hall.isSuccess,
  });

  const back = (
    <Anchor component={Link} to="/{-$salon}/fair/visit/lobby" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('visit.back')}
      </Group>
    </Anchor>
  );

  if (hall.isPending)
    return (
      <Stack gap="lg" aria-busy px={{ base: 'sm', sm: 'xl' }} py="lg">
        <Skeleton height={20} width={160} />
        <Skeleton height={36} width="50%" />
        <Skeleton height={420} radius="md" />
      </Stack>
    );
  if (hall.isError)
    return (
      <Stack gap="lg" px={{ base: 'sm', sm: 'xl' }} py="lg">
        {back}
        <ErrorCard error={hall.error} />
      </Stack>
    );

  const h = hall.data;
  const slots = configuration.data?.slots ?? [];
  return (
    <Stack
      gap="lg"
      component="section"
      aria-labelledby="hall-visit-title"
      px={{ base: 'sm', sm: 'xl' }}
      py="lg"
      maw={1320}
      mx="auto"
      w="100%"
    >
      {back}
      <Group gap="md" wrap="nowrap" align="center">
        <Box
          className="hall-letter"
          style={{ background: h.color ?? '#1e6091', color: textOn(h.color) }}
          aria-hidden
        >
          {h.letter}
        </Box>
        <Title order={1} size="h2" id="hall-visit-title">
          {t('visit.heading', { letter: h.letter, name: h.name })}
        </Title>
      </Group>
      <Alert
        color="passerelle"
        variant="light"
        icon={<IconBuildingStore size={18} aria-hidden />}
        title={t('visit.soonTitle')}
      >
        <Text size="sm">{t('visit.soonText', { count: h.numberOfStands })}</Text>
      </Alert>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {configuration.isPending ? (
          <Skeleton height={360} radius="md" />
        ) : configuration.isError ? (
          <ErrorCard error={configuration.error} />
        ) : (
          <HallFloorPlan
            title={t('visit.planTitle', { name: h.name })}
            slots={slots}
            color={h.color}
            slotLabel={(position) => t('visit.slot', { position })}
          />
        )}
      </Paper>
    </Stack>
  );
}
