import { useState } from 'react';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Stand } from '@passerelle/contract';
import { useCurrentUser } from '../../../lib/auth.ts';
import { StandGate } from '../components/stand-gate.tsx';
import { StandPeopleLists } from '../components/stand-people-lists.tsx';
import { useBoothPlace } from '../components/booth-view.tsx';
import {
  standsQueries,
  useAddStandPersonMutation,
  useRemoveStandPersonMutation,
  type StandPeopleKind,
} from '../stands.queries.ts';
import { useNotify } from '../../../lib/use-notify.ts';

/** §2 /stand/add-contacts/{id}: who administers the booth and who is shown on it. */
export function StandPeopleScreen({ id }: { id: number }) {
  const user = useCurrentUser();
  const query = useQuery(standsQueries.detail(id, user?.id ?? null));
  return (
    <StandGate
      query={query}
      skeleton={
        <Stack gap="lg" aria-busy>
          <Skeleton height={30} width="50%" />
          <Skeleton height={160} radius="md" />
          <Skeleton height={160} radius="md" />
        </Stack>
      }
    >
      {(stand) => <People stand={stand} />}
    </StandGate>
  );
}

function People({ stand }: { stand: Stand }) {
  const { t } = useTranslation('stands');
  const { salon } = useParams({ strict: false });
  const placeOf = useBoothPlace();
  const notify = useNotify();
  const members = useQuery({
    ...standsQueries.firmMembers(stand.firm.id),
    enabled: stand.abilities.addPeople,
  });
  const add = useAddStandPersonMutation(stand.id);
  const remove = useRemoveStandPersonMutation(stand.id);
  const [addError, setAddError] = useState<{ kind: StandPeopleKind; error: unknown } | null>(null);
  const [adding, setAdding] = useState<StandPeopleKind | null>(null);
  const [removed, setRemoved] = useState(0);
  const params = { salon, id: String(stand.id) };

  return (
    <Stack gap="lg" component="section" aria-labelledby="stand-people-title">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={2} id="stand-people-title">
            {t('people.title')}
          </Title>
          <Text c="gray.7">
            {stand.name} · {placeOf(stand)}
          </Text>
        </Stack>
        <Group gap="xs">
          {stand.abilities.update ? (
            <Button
              variant="default"
              leftSection={<IconPencil size={18} aria-hidden />}
              renderRoot={(props) => (
                <Link to="/{-$salon}/stand/configure/{-$id}" params={params} {...props} />
              )}
            >
              {t('actions.configure')}
            </Button>
          ) : null}
          <Button
            variant="light"
            leftSection={<IconEye size={18} aria-hidden />}
            renderRoot={(props) => <Link to="/{-$salon}/stand/preview/{-$id}" params={params} {...props} />}
          >
            {t('actions.preview')}
          </Button>
        </Group>
      </Group>
      <StandPeopleLists
        stand={stand}
        members={members.data ?? null}
        adding={adding}
        addError={addError}
        onAdd={(kind, user) => {
          setAddError(null);
          setAdding(kind);
          add.mutate(
            { kind, user },
            {
              onSuccess: () => notify.success(t(`people.${kind}.added`)),
              onError: (error) => setAddError({ kind, error }),
              onSettled: () => setAdding(null),
            },
          );
        }}
        removing={remove.isPending}
        removeError={remove.error}
        removedCount={removed}
        onRemoveStart={() => remove.reset()}
        onRemove={(kind, person) =>
          remove.mutate(
            { kind, person },
            {
              onSuccess: () => {
                setRemoved((n) => n + 1);
                notify.success(
                  t(`people.${kind}.removed`, { name: `${person.firstName} ${person.lastName}` }),
                );
              },
            },
          )
        }
      />
    </Stack>
  );
}
