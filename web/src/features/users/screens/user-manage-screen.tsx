import { useMemo } from 'react';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconTrash, IconUserQuestion } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '@passerelle/contract';
import { ErrorCard } from '../../../components/error-card.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { referenceQueries } from '../../../lib/reference-lists.ts';
import { EraseUserModal } from '../components/erase-user-modal.tsx';
import { UserManageForm, type ManageOption } from '../components/user-manage-form.tsx';
import { UserMemberships } from '../components/user-memberships.tsx';
import { UserManageSkeleton, UserSummaryCard } from '../components/user-summary-card.tsx';
import { useNotify } from '../../../lib/use-notify.ts';
import { useEraseUserMutation, useManageUserMutation, usersQueries } from '../users.queries.ts';

const ROUTE_ID = '/{-$salon}/_manage/user/manage_/$id';

const toOptions = (list: { id: number; name: string }[] | undefined): ManageOption[] =>
  (list ?? []).map((item) => ({ value: String(item.id), label: item.name }));

function BackToList() {
  const { t } = useTranslation('users');
  const { salon } = useParams({ strict: false });
  return (
    <Anchor
      size="sm"
      w="fit-content"
      renderRoot={(props) => <Link to="/{-$salon}/user/list" params={{ salon }} {...props} />}
    >
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('manage.backToList')}
      </Group>
    </Anchor>
  );
}

/** §2 /user/manage/{id}: an organizer looks at one user, edits it, validates it per fair or erases it. */
export function UserManageScreen() {
  const { t } = useTranslation('users');
  const { id: raw } = useParams({ from: ROUTE_ID });
  const id = /^\d+$/.test(raw) ? Number(raw) : null;
  const user = useQuery({ ...usersQueries.detail(id ?? 0), enabled: id !== null });

  const notFound = id === null || (user.isError && isApiError(user.error) && user.error.status === 404);
  return (
    <Stack gap="lg">
      <BackToList />
      {notFound ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconUserQuestion size={20} aria-hidden />}
          title={t('manage.notFoundTitle')}
        >
          <Text size="sm">{t('manage.notFound')}</Text>
        </Alert>
      ) : user.isError ? (
        <ErrorCard error={user.error} title={t('manage.loadFailed')} />
      ) : user.isPending ? (
        <UserManageSkeleton />
      ) : (
        <UserManageContent user={user.data} />
      )}
    </Stack>
  );
}

function UserManageContent({ user }: { user: ManagedUser }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const { salon } = useParams({ strict: false });
  const { fair, fairs } = useCurrentFair();
  const civilStatuses = useQuery(referenceQueries.civilStatuses());
  const countries = useQuery(referenceQueries.countries());
  // Every firm the caller administers: the user's firm may exhibit at another of its fairs.
  const firmOptions = useQuery(usersQueries.firmOptions(null));
  const manage = useManageUserMutation(user.id);
  const erase = useEraseUserMutation(user.id);
  const [eraseOpened, eraseModal] = useDisclosure(false);
  const notify = useNotify();
  const name = `${user.firstName} ${user.lastName}`;

  const fairName = useMemo(() => {
    const names = new Map(fairs.map((f) => [f.id, f.name]));
    return (fairId: number) => names.get(fairId) ?? t('manage.fairs.unknown', { id: fairId });
  }, [fairs, t]);
  const listsPending = civilStatuses.isPending || countries.isPending;
  const listsError = civilStatuses.error ?? countries.error;

  const confirmErase = (): void =>
    erase.mutate(undefined, {
      onSuccess: async () => {
        eraseModal.close();
        notify.success(t('manage.erase.done', { name }));
        await navigate({ to: '/{-$salon}/user/list', params: { salon } });
      },
    });

  return (
    <Stack gap="lg">
      <UserSummaryCard user={user} fairName={fairName} timeZone={fair?.timezone} />
      <UserMemberships user={user} fairName={fairName} />

      {user.abilities.update ? (
        <Stack gap="sm" component="section" aria-labelledby="user-manage-edit">
          <Title order={3} size="h4" id="user-manage-edit">
            {t('manage.editTitle')}
          </Title>
          {listsError ? <ErrorCard error={listsError} title={t('manage.listsFailed')} /> : null}
          {listsPending && !listsError ? (
            <UserManageSkeleton />
          ) : (
            <UserManageForm
              user={user}
              civilStatuses={toOptions(civilStatuses.data)}
              countries={toOptions(countries.data)}
              firmOptions={firmOptions.data ?? []}
              pending={manage.isPending}
              error={manage.error}
              onSubmit={(changes) =>
                manage.mutate(changes, {
                  onSuccess: () => notify.success(t('manage.saved', { name })),
                })
              }
            />
          )}
        </Stack>
      ) : (
        <Text size="sm" c="gray.7">
          {user.abilities.removeFairs.length ? t('manage.sharedAccount') : t('manage.readOnly')}
        </Text>
      )}

      {user.abilities.erase ? (
        <Card
          withBorder
          radius="md"
          padding="lg"
          component="section"
          aria-labelledby="user-manage-danger"
          style={{ borderColor: 'var(--mantine-color-red-4)' }}
        >
          <Stack gap="sm">
            <Title order={3} size="h4" id="user-manage-danger" c="red.9">
              {t('manage.erase.title')}
            </Title>
            <Text size="sm">{t('manage.erase.intro')}</Text>
            <Button
              color="red.8"
              variant="outline"
              w="fit-content"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={eraseModal.open}
            >
              {t('manage.erase.open')}
            </Button>
          </Stack>
        </Card>
      ) : null}

      <EraseUserModal
        opened={eraseOpened}
        name={name}
        onClose={() => {
          erase.reset();
          eraseModal.close();
        }}
        onConfirm={confirmErase}
        pending={erase.isPending}
        error={erase.error}
      />
    </Stack>
  );
}
