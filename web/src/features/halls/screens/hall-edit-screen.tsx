import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { FairRequired } from '../../../components/fair-required.tsx';
import { useFairQuery } from '../../../lib/use-fair-query.ts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { HallForm } from '../components/hall-form.tsx';
import {
  emptyHallValues,
  hallFormValues,
  nextFreeLetter,
  toHallCreateBody,
  toHallUpdateBody,
} from '../hall-form-model.ts';
import { hallsQueries, useCreateHallMutation, useUpdateHallMutation } from '../halls.queries.ts';
import { useNotify } from '../../../lib/use-notify.ts';

/** §2 /hall/create and /hall/edit/{id?}: one form; without an id, a new hall of the current fair. */
export function HallEditScreen({ id }: { id: number | undefined }) {
  return id === undefined ? <HallCreate /> : <HallEdit key={id} id={id} />;
}

const useBackToList = () => {
  const navigate = useNavigate();
  const { salon } = useParams({ strict: false });
  return () => void navigate({ to: '/{-$salon}/hall/list', params: { salon } });
};

function HallCreate() {
  const { t } = useTranslation('halls');
  const { fair } = useCurrentFair();
  const user = useCurrentUser();
  const halls = useFairQuery((fair) => hallsQueries.list(fair.id, user?.id ?? null));
  const create = useCreateHallMutation();
  const notify = useNotify();
  const back = useBackToList();

  if (!fair) return <FairRequired />;
  return (
    <Stack gap="lg" component="section" aria-labelledby="hall-create-title">
      <Stack gap={4}>
        <Title order={2} id="hall-create-title">
          {t('form.createTitle')}
        </Title>
        <Text c="gray.7">{t('form.createIntro', { fair: fair.name })}</Text>
      </Stack>
      {halls.isPending ? (
        <Skeleton height={320} radius="md" />
      ) : (
        <HallForm
          initialValues={emptyHallValues(nextFreeLetter((halls.data ?? []).map((h) => h.letter)))}
          pending={create.isPending}
          error={create.error}
          editing={false}
          submitLabel={t('form.submitCreate')}
          onCancel={back}
          onSubmit={(values) =>
            create.mutate(toHallCreateBody(values, fair.id), {
              onSuccess: (hall) => {
                notify.success(t('form.created', { name: hall.name }));
                back();
              },
            })
          }
        />
      )}
    </Stack>
  );
}

function HallEdit({ id }: { id: number }) {
  const { t } = useTranslation('halls');
  const user = useCurrentUser();
  const hall = useQuery(hallsQueries.detail(id, user?.id ?? null));
  const update = useUpdateHallMutation();
  const notify = useNotify();
  const back = useBackToList();

  if (hall.isPending)
    return (
      <Stack gap="lg" aria-busy>
        <Skeleton height={32} width="50%" />
        <Skeleton height={220} radius="md" />
        <Skeleton height={180} radius="md" />
      </Stack>
    );
  if (hall.isError) return <ErrorCard error={hall.error} title={t('form.notFound')} />;
  return (
    <Stack gap="lg" component="section" aria-labelledby="hall-edit-title">
      <Title order={2} id="hall-edit-title">
        {t('form.editTitle', { name: hall.data.name })}
      </Title>
      <HallForm
        initialValues={hallFormValues(hall.data)}
        pending={update.isPending}
        error={update.error}
        editing
        submitLabel={t('form.submitEdit')}
        onCancel={back}
        onSubmit={(values) =>
          update.mutate(
            { id, body: toHallUpdateBody(values) },
            {
              onSuccess: (saved) => {
                notify.success(t('form.saved', { name: saved.name }));
                back();
              },
            },
          )
        }
      />
    </Stack>
  );
}
