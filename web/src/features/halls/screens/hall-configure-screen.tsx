import { useState } from 'react';
import { FairRequired } from '../../../components/fair-required.tsx';
import { useFairQuery } from '../../../lib/use-fair-query.ts';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy, IconLayoutGrid } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FairHall, HallSlot } from '@passerelle/contract';
import { defaultGridOf, gridSlots } from '@passerelle/contract/lite';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { HallFloorPlan } from '../components/hall-floor-plan.tsx';
import { hallsQueries, useSaveSlotsMutation } from '../halls.queries.ts';
import { useNotify } from '../../../lib/use-notify.ts';

/**
 * §2 /hall/configure: choose a hall, then lay out its booth slots as rows × columns (the default
 * grid is generated from its number of booths). Dragging booths onto slots comes with the booths.
 */
export function HallConfigureScreen() {
  const { t } = useTranslation('halls');
  const { fair } = useCurrentFair();
  const user = useCurrentUser();
  const halls = useFairQuery((fair) => hallsQueries.list(fair.id, user?.id ?? null));
  const [chosen, setChosen] = useState<string | null>(null);

  if (!fair) return <FairRequired />;
  const selected = halls.data?.find((h) => String(h.id) === chosen) ?? halls.data?.[0] ?? null;

  return (
    <Stack gap="lg" component="section" aria-labelledby="hall-configure-title">
      <Stack gap={4}>
        <Title order={2} id="hall-configure-title">
          {t('configure.title')}
        </Title>
        <Text c="gray.7">{t('configure.intro')}</Text>
      </Stack>
      {halls.isPending ? (
        <Skeleton height={360} radius="md" />
      ) : halls.isError ? (
        <ErrorCard error={halls.error} />
      ) : !selected ? (
        <Alert color="gray" variant="light" title={t('list.emptyTitle')}>
          {t('list.emptyText')}
        </Alert>
      ) : (
        <>
          <Select
            label={t('configure.hall')}
            placeholder={t('configure.hallPlaceholder')}
            data={halls.data.map((h) => ({ value: String(h.id), label: `${h.letter} · ${h.name}` }))}
            value={String(selected.id)}
            onChange={setChosen}
            allowDeselect={false}
            maw={420}
          />
          <HallSlotsEditor key={`${selected.id}-${selected.numberOfStands}`} hall={selected} />
        </>
      )}
    </Stack>
  );
}

function HallSlotsEditor({ hall }: { hall: FairHall }) {
  const { t } = useTranslation('halls');
  const user = useCurrentUser();
  const configuration = useQuery(hallsQueries.configuration(hall.id, user?.id ?? null));
  const save = useSaveSlotsMutation();
  const notify = useNotify();
  const initial = defaultGridOf(hall.numberOfStands);
  const [rows, setRows] = useState<number | string>(initial.rows);
  const [columns, setColumns] = useState<number | string>(initial.columns);
  const [draft, setDraft] = useState<HallSlot[] | null>(null);

  if (configuration.isPending) return <Skeleton height={360} radius="md" />;
  if (configuration.isError) return <ErrorCard error={configuration.error} />;

  const slots = draft ?? configuration.data?.slots ?? gridSlots(hall.numberOfStands);
  const r = typeof rows === 'number' ? rows : 0;
  const c = typeof columns === 'number' ? columns : 0;
  const fits = r >= 1 && c >= 1 && r * c >= hall.numberOfStands;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="md">
          <NumberInput
            label={t('configure.rows')}
            value={rows}
            onChange={setRows}
            min={1}
            max={60}
            allowDecimal={false}
            allowNegative={false}
            w={120}
          />
          <NumberInput
            label={t('configure.columns')}
            value={columns}
            onChange={setColumns}
            min={1}
            max={60}
            allowDecimal={false}
            allowNegative={false}
            w={120}
          />
          <Button
            variant="default"
            leftSection={<IconLayoutGrid size={18} aria-hidden />}
            disabled={!fits}
            onClick={() => setDraft(gridSlots(hall.numberOfStands, r, c))}
          >
            {t('configure.regenerate')}
          </Button>
        </Group>
        <Text size="sm" c={fits ? 'gray.7' : 'red.8'} mt="xs" aria-live="polite">
          {fits
            ? t('configure.regenerateHint', { count: hall.numberOfStands, rows: r, columns: c })
            : t('configure.tooSmall', { count: hall.numberOfStands })}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <HallFloorPlan
          title={t('configure.planTitle', { name: hall.name, count: slots.length })}
          slots={slots}
          color={hall.color}
          slotLabel={(position) => t('visit.slot', { position })}
        />
      </Paper>
      {save.error ? <ErrorCard error={save.error} /> : null}
      <Group justify="flex-end" gap="sm">
        {draft ? (
          <Text size="sm" c="orange.9">
            {t('configure.unsaved')}
          </Text>
        ) : null}
        <Button
          color="ember.7"
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          loading={save.isPending}
          disabled={!draft}
          onClick={() =>
            save.mutate(
              { hall: hall.id, configuration: configuration.data?.id ?? null, slots },
              {
                onSuccess: () => {
                  setDraft(null);
                  notify.success(t('configure.saved', { name: hall.name }));
                },
              },
            )
          }
        >
          {t('configure.save')}
        </Button>
      </Group>
    </Stack>
  );
}
