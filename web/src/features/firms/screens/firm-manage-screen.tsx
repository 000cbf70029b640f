import { useState } from 'react';
import { FairRequired } from '../../../components/fair-required.tsx';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconInfoCircle, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Firm } from '@passerelle/contract';
import { MENU_ROLES, hasAnyRole } from '@passerelle/contract/lite';
import { ErrorCard } from '../../../components/error-card.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { referenceQueries } from '../../../lib/reference-lists.ts';
import { FirmForm, type FirmOption } from '../components/firm-form.tsx';
import { FirmLogo } from '../components/firm-logo.tsx';
import { FirmLogoUpload } from '../components/firm-logo-upload.tsx';
import {
  emptyFirmValues,
  firmFormValues,
  toFirmCreateBody,
  toFirmUpdateBody,
  validateFirmForm,
  validateFirmUpdate,
} from '../firm-form-model.ts';
import { firmsQueries, useCreateFirmMutation, useUpdateFirmMutation } from '../firms.queries.ts';
import { useNotify } from '../../../lib/use-notify.ts';

const toOptions = (rows: { id: number; name: string }[] | undefined): FirmOption[] =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));

const useFirmOptions = () => {
  const types = useQuery(referenceQueries.firmTypes());
  const sectors = useQuery(referenceQueries.businessSectors());
  return {
    types: toOptions(types.data ? [...types.data].sort((a, b) => a.position - b.position) : undefined),
    sectors: toOptions(
      sectors.data ? [...sectors.data].sort((a, b) => a.name.localeCompare(b.name)) : undefined,
    ),
  };
};

/**
 * §2 /exhibitor/manage: a stand admin edits its own firm; an organizer edits `?firm={id}`, or
 * creates a firm for the current fair without it (the organizer menu's "create" entry).
 */
export function FirmManageScreen({ firmId }: { firmId: number | undefined }) {
  const { t } = useTranslation('firms');
  const user = useCurrentUser();
  const target = firmId ?? user?.firm ?? null;
  if (target !== null) return <FirmEdit key={target} id={target} />;
  if (hasAnyRole(user?.roles, MENU_ROLES.organizer)) return <FirmCreate />;
  return (
    <Stack gap="lg">
      <Title order={2}>{t('manage.title')}</Title>
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
        <Text size="sm">{t('manage.noFirm')}</Text>
      </Alert>
    </Stack>
  );
}

function FirmCreate() {
  const { t } = useTranslation('firms');
  const { fair } = useCurrentFair();
  const options = useFirmOptions();
  const create = useCreateFirmMutation();
  const notify = useNotify();
  const navigate = useNavigate();
  const { salon } = useParams({ strict: false });

  return (
    <Stack gap="lg" component="section" aria-labelledby="firm-create-title">
      <Stack gap={4}>
        <Title order={2} id="firm-create-title">
          {t('create.title')}
        </Title>
        {fair ? <Text c="gray.7">{t('create.intro', { fair: fair.name })}</Text> : null}
      </Stack>
      {!fair ? (
        <FairRequired />
      ) : (
        <FirmForm
          initialValues={emptyFirmValues()}
          types={options.types}
          sectors={options.sectors}
          validate={validateFirmForm}
          pending={create.isPending}
          error={create.error}
          showVisibility
          submitLabel={t('create.submit')}
          onSubmit={(values) =>
            create.mutate(toFirmCreateBody(values, fair.id), {
              onSuccess: (firm) => {
                notify.success(t('create.done', { name: firm.name }));
                void navigate({
                  to: '/{-$salon}/exhibitor/manage',
                  params: { salon },
                  search: { firm: firm.id },
                  replace: true,
                });
              },
            })
          }
        />
      )}
    </Stack>
  );
}

function FirmEdit({ id }: { id: number }) {
  const { t } = useTranslation('firms');
  const firm = useQuery(firmsQueries.detail(id));

  if (firm.isPending)
    return (
      <Stack gap="lg" aria-busy>
        <Skeleton height={32} width="50%" />
        <Skeleton height={180} radius="md" />
        <Skeleton height={140} radius="md" />
      </Stack>
    );
  if (firm.isError)
    return (
      <Stack gap="lg">
        <Title order={2}>{t('manage.title')}</Title>
        {isApiError(firm.error) && firm.error.status === 404 ? (
          <Alert color="gray" variant="light" title={t('manage.notFoundTitle')}>
            <Text size="sm">{t('manage.notFound')}</Text>
          </Alert>
        ) : (
          <ErrorCard error={firm.error} title={t('manage.loadFailed')} />
        )}
      </Stack>
    );
  return <FirmEditForm firm={firm.data} />;
}

function FirmEditForm({ firm }: { firm: Firm }) {
  const { t } = useTranslation('firms');
  const { salon } = useParams({ strict: false });
  const options = useFirmOptions();
  const update = useUpdateFirmMutation(firm.id);
  const notify = useNotify();
  // The stored firm the form started from; after a save the form restarts from the answer.
  const [version, setVersion] = useState(0);
  const initial = firmFormValues(firm);
  const canVisibility = firm.abilities.changeVisibility;

  return (
    <Stack gap="lg" component="section" aria-labelledby="firm-manage-title">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={2} id="firm-manage-title">
            {t('manage.title')}
          </Title>
          <Text c="gray.7">{firm.name}</Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconExternalLink size={18} aria-hidden />}
            renderRoot={(props) => (
              <Link to="/{-$salon}/exhibitors/$id" params={{ salon, id: String(firm.id) }} {...props} />
            )}
          >
            {t('manage.viewPublic')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconUsers size={18} aria-hidden />}
            renderRoot={(props) => (
              <Link to="/{-$salon}/firm/users/{-$id}" params={{ salon, id: String(firm.id) }} {...props} />
            )}
          >
            {t('manage.users')}
          </Button>
        </Group>
      </Group>

      {!firm.abilities.update ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          <Text size="sm">{t('manage.readOnly')}</Text>
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link to="/{-$salon}/exhibitors/$id" params={{ salon, id: String(firm.id) }} {...props} />
            )}
          >
            {t('manage.viewPublic')}
          </Anchor>
        </Alert>
      ) : (
        <FirmForm
          key={version}
          initialValues={initial}
          types={options.types}
          sectors={options.sectors}
          validate={(values) => validateFirmUpdate(toFirmUpdateBody(values, initial, canVisibility))}
          pending={update.isPending}
          error={update.error}
          showVisibility={canVisibility}
          submitLabel={t('manage.submit')}
          logo={<LogoBlock firm={firm} />}
          onSubmit={(values) => {
            const body = toFirmUpdateBody(values, initial, canVisibility);
            if (Object.keys(body).length === 0) {
              notify.success(t('manage.unchanged'));
              return;
            }
            update.mutate(body, {
              onSuccess: () => {
                setVersion((v) => v + 1);
                notify.success(t('manage.saved'));
              },
            });
          }}
        />
      )}
    </Stack>
  );
}

/** The logo as shown to visitors; its upload comes with the media module (POST /firms/{id}/logo). */
function LogoBlock({ firm }: { firm: Firm }) {
  const { t } = useTranslation('firms');
  if (firm.abilities.changeLogo) return <FirmLogoUpload firm={firm} />;
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <Group gap="md" wrap="nowrap" align="center">
        <FirmLogo name={firm.name} logo={firm.logo} size={64} alt={t('logo.alt', { name: firm.name })} />
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('logo.title')}
          </Text>
          <Text size="sm" c="gray.7">
            {firm.logo ? t('logo.current') : t('logo.none')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
