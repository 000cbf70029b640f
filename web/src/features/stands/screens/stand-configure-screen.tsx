import { useCallback, useMemo, useState } from 'react';
import { Alert, Anchor, Button, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconInfoCircle, IconUsers } from '@tabler/icons-react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link, useBlocker, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Stand, StandCharacter } from '@passerelle/contract';
import {
  STAND_PERSON_CHARACTER_TYPE,
  STAND_PERSON_PLACES,
  type StandPersonPlace,
} from '@passerelle/contract/lite';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { referenceQueries } from '../../../lib/reference-lists.ts';
import { useBoothPlace } from '../components/booth-view.tsx';
import type { SceneCatalogue } from '../components/scene-fields.tsx';
import { StandConfigureForm } from '../components/stand-configure-form.tsx';
import { StandGate } from '../components/stand-gate.tsx';
import { contentLanguages } from '../stand-form-model.ts';
import { boothLanguages } from '../stand-view-model.ts';
import { standsQueries, useUpdateStandMutation } from '../stands.queries.ts';
import { useNotify } from '../../../lib/use-notify.ts';

const CHARACTER_TYPES = [...new Set(Object.values(STAND_PERSON_CHARACTER_TYPE))];

function ConfigureSkeleton() {
  return (
    <Stack gap="lg" aria-busy>
      <Skeleton height={30} width="50%" />
      <Skeleton height={360} radius="md" />
      <Skeleton height={420} radius="md" />
      <Skeleton height={220} radius="md" />
    </Stack>
  );
}

/** §2 /stand/configure/{id}: the booth's scene, content per language, contact and visibility. */
export function StandConfigureScreen({ id }: { id: number }) {
  const user = useCurrentUser();
  const query = useQuery(standsQueries.detail(id, user?.id ?? null));
  return (
    <StandGate query={query} skeleton={<ConfigureSkeleton />}>
      {(stand) => <Configure stand={stand} />}
    </StandGate>
  );
}

interface CharacterResult {
  data?: StandCharacter[];
  error: unknown;
  isSuccess: boolean;
}
/** The characters of every kind at once (a stable, structurally shared result). */
const combineCharacters = (results: CharacterResult[]) => ({
  data: results.map((r) => r.data ?? []),
  error: results.find((r) => r.error)?.error ?? null,
  ready: results.every((r) => r.isSuccess),
});

/** The booth catalogue the scene pickers offer, with the characters of each place's kind. */
const useSceneCatalogue = () => {
  const types = useQuery(standsQueries.types());
  const variations = useQuery(standsQueries.variations());
  const characters = useQueries({
    queries: CHARACTER_TYPES.map((type) => standsQueries.characters(type)),
    combine: combineCharacters,
  });
  const error = types.error ?? variations.error ?? characters.error;
  const ready = types.isSuccess && variations.isSuccess && characters.ready;
  const catalogue = useMemo<SceneCatalogue | null>(() => {
    if (!ready || !types.data || !variations.data) return null;
    const byType = new Map(CHARACTER_TYPES.map((ty, i) => [ty as string, characters.data[i] ?? []]));
    return {
      types: types.data,
      variations: variations.data,
      characters: Object.fromEntries(
        STAND_PERSON_PLACES.map((p) => [p, byType.get(STAND_PERSON_CHARACTER_TYPE[p]) ?? []]),
      ) as Record<StandPersonPlace, StandCharacter[]>,
    };
  }, [ready, types.data, variations.data, characters.data]);
  return { catalogue, error };
};

function Configure({ stand }: { stand: Stand }) {
  const { t } = useTranslation('stands');
  const { salon } = useParams({ strict: false });
  const user = useCurrentUser();
  const { fair } = useCurrentFair();
  const placeOf = useBoothPlace();
  const notify = useNotify();
  const { catalogue, error: catalogueError } = useSceneCatalogue();
  const sectorsQuery = useQuery(referenceQueries.businessSectors());
  const update = useUpdateStandMutation(stand.id, user?.id ?? null);
  // After a save the form restarts from the server's answer (the cache may not have told us yet).
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<Stand | null>(null);
  const base = answer ?? stand;
  const [saved, setSaved] = useState(false);
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((d: boolean) => setDirty(d), []);

  // Tabs: the booth's fair's languages (the current fair is the booth's on its pages), then its own.
  const languages = useMemo(
    () =>
      contentLanguages(
        fair?.id === base.fair ? fair.fairLanguages.map((l) => l.language.code) : [],
        boothLanguages(base),
      ),
    [fair, base],
  );
  const sectors = useMemo(
    () =>
      [...(sectorsQuery.data ?? [])]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((s) => ({ value: String(s.id), label: s.name })),
    [sectorsQuery.data],
  );

  // Unsaved changes: leaving asks first (in-app links and the browser's own navigation).
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });

  const params = { salon, id: String(stand.id) };
  return (
    <Stack gap="lg" component="section" aria-labelledby="stand-configure-title">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2} id="stand-configure-title">
            {t('configure.title')}
          </Title>
          <Text c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {stand.name} · {placeOf(stand)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconEye size={18} aria-hidden />}
            renderRoot={(props) => <Link to="/{-$salon}/stand/preview/{-$id}" params={params} {...props} />}
          >
            {t('actions.preview')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconUsers size={18} aria-hidden />}
            renderRoot={(props) => (
              <Link to="/{-$salon}/stand/add-contacts/{-$id}" params={params} {...props} />
            )}
          >
            {t('actions.people')}
          </Button>
        </Group>
      </Group>

      {!stand.abilities.update ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          <Text size="sm">{t('configure.readOnly')}</Text>
          <Anchor
            size="sm"
            renderRoot={(props) => <Link to="/{-$salon}/stand/preview/{-$id}" params={params} {...props} />}
          >
            {t('actions.preview')}
          </Anchor>
        </Alert>
      ) : catalogueError ? (
        <ErrorCard error={catalogueError} title={t('configure.catalogueFailed')} />
      ) : !catalogue ? (
        <ConfigureSkeleton />
      ) : (
        <StandConfigureForm
          key={version}
          stand={base}
          languages={languages}
          catalogue={catalogue}
          sectors={sectors}
          pending={update.isPending}
          error={update.error}
          saved={saved}
          onDirtyChange={onDirtyChange}
          onSubmit={(draft) => {
            setSaved(false);
            update.mutate(draft.body, {
              onSuccess: (next) => {
                setAnswer(next);
                setDirty(false);
                setSaved(true);
                setVersion((v) => v + 1);
                notify.success(t('configure.savedMessage'));
              },
            });
          }}
        />
      )}

      <Modal
        opened={blocker.status === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('leave.title')}
        closeButtonProps={{ 'aria-label': t('view.close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('leave.text')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
              {t('leave.stay')}
            </Button>
            <Button color="red.8" onClick={() => blocker.proceed?.()}>
              {t('leave.leave')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
