import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Fair, JobOffer } from '@passerelle/contract';
import { hasAnyRole, MENU_ROLES } from '@passerelle/contract/lite';
import { ErrorCard } from '../../../components/error-card.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { useNotify } from '../../../lib/use-notify.ts';
import { JobOfferForm } from '../components/job-offer-form.tsx';
import { emptyOfferValues, offerFormValues, toOfferBody } from '../job-offer-form-model.ts';
import {
  jobOffersQueries,
  useCreateJobOfferMutation,
  useUpdateJobOfferMutation,
} from '../job-offers.queries.ts';

/** §2 /jobs/create and /jobs/edit/{id}: one form; without an id, a new offer of the caller's firm. */
export function JobOfferEditScreen({ id }: { id: number | undefined }) {
  return id === undefined ? <OfferCreate /> : <OfferEdit key={id} id={id} />;
}

const useOfferFairs = (): Pick<Fair, 'id' | 'name'>[] => {
  const { fairs, choices } = useCurrentFair();
  const list = choices.length ? choices : fairs;
  return list.filter((f) => f.isUsingJobModule);
};

const useGoToOffer = () => {
  const navigate = useNavigate();
  const { salon } = useParams({ strict: false });
  return {
    offer: (id: number) => void navigate({ to: '/{-$salon}/jobs/{-$id}', params: { salon, id: String(id) } }),
    mine: () => void navigate({ to: '/{-$salon}/jobs/myoffers', params: { salon } }),
  };
};

function Heading({ title, intro }: { title: string; intro: string }) {
  return (
    <Stack gap={4}>
      <Title order={2} id="offer-form-title">
        {title}
      </Title>
      <Text c="gray.7">{intro}</Text>
    </Stack>
  );
}

function OfferCreate() {
  const { t } = useTranslation('job-offers');
  const { fair } = useCurrentFair();
  const user = useCurrentUser();
  const fairs = useOfferFairs();
  const create = useCreateJobOfferMutation();
  const notify = useNotify();
  const go = useGoToOffer();
  const firmId = user?.firm ?? null;
  const isOrganizer = hasAnyRole(user?.roles ?? [], MENU_ROLES.organizer);
  const firms = useQuery({
    ...jobOffersQueries.firmsOfFair(fair?.id ?? 0),
    enabled: !!fair && firmId === null && isOrganizer,
  });
  if (!fair) return <FairRequired />;
  return (
    <Stack gap="lg" component="section" aria-labelledby="offer-form-title">
      <Heading title={t('form.createTitle')} intro={t('form.intro')} />
      {firmId === null && !isOrganizer ? (
        <Alert color="orange" variant="light">
          {t('form.noFirm')}
        </Alert>
      ) : firmId === null && firms.isPending ? (
        <Skeleton height={240} />
      ) : (
        <JobOfferForm
          initialValues={emptyOfferValues(fair.isUsingJobModule ? fair.id : null, firmId)}
          fairs={fairs}
          firms={
            firmId === null ? (firms.data ?? []).map((f) => ({ value: String(f.id), label: f.name })) : null
          }
          submitLabel={t('form.submitCreate')}
          pending={create.isPending}
          error={create.error}
          onSubmit={(values) =>
            create.mutate(toOfferBody(values), {
              onSuccess: (offer) => {
                notify.success(t('form.created', { title: offer.title }));
                go.offer(offer.id);
              },
            })
          }
          onCancel={go.mine}
        />
      )}
    </Stack>
  );
}

function OfferEdit({ id }: { id: number }) {
  const { t } = useTranslation('job-offers');
  const user = useCurrentUser();
  const query = useQuery(jobOffersQueries.detail(id, user?.id ?? null));
  return (
    <Stack gap="lg" component="section" aria-labelledby="offer-form-title">
      <Heading title={t('form.editTitle')} intro={query.data?.title ?? t('form.intro')} />
      {query.isPending ? (
        <Skeleton height={320} />
      ) : query.isError ? (
        <ErrorCard error={query.error} title={t('form.loadFailed')} />
      ) : (
        <EditForm offer={query.data} />
      )}
    </Stack>
  );
}

function EditForm({ offer }: { offer: JobOffer }) {
  const { t } = useTranslation('job-offers');
  const fairs = useOfferFairs();
  const update = useUpdateJobOfferMutation(offer.id);
  const notify = useNotify();
  const go = useGoToOffer();
  // Fairs the offer is in stay listed even when the caller's list does not hold them.
  const known = new Set(fairs.map((f) => f.id));
  const extra = offer.fairs.filter((f) => !known.has(f)).map((f) => ({ id: f, name: `#${f}` }));
  return (
    <JobOfferForm
      initialValues={offerFormValues(offer)}
      fairs={[...fairs, ...extra]}
      firms={null}
      submitLabel={t('form.submitSave')}
      pending={update.isPending}
      error={update.error}
      onSubmit={(values) => {
        const { firm: _firm, ...body } = toOfferBody(values);
        update.mutate(body, {
          onSuccess: () => {
            notify.success(t('form.saved'));
            go.offer(offer.id);
          },
        });
      }}
      onCancel={() => go.offer(offer.id)}
    />
  );
}
