import { useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@passerelle/contract';
import { ErrorCard } from '../../../components/error-card.tsx';
import { SuccessAlert } from '../../../components/success-alert.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { referenceQueries } from '../../../lib/reference-lists.ts';
import {
  accountQueries,
  useDeleteAccountMutation,
  useChangePasswordMutation,
  useExportDataMutation,
  useRequestEmailChangeMutation,
  useUpdateProfileMutation,
} from '../account.queries.ts';
import { BusinessCardSkeleton, BusinessCardView } from '../components/business-card-view.tsx';
import { DeleteAccountModal } from '../components/delete-account-modal.tsx';
import { LoginEmailForm } from '../components/login-email-form.tsx';
import { PasswordChangeForm } from '../components/password-change-form.tsx';
import { ProfileForm, type ProfileOption, type ProfileOptions } from '../components/profile-form.tsx';

interface Named {
  id: number;
  name: string;
}
const toOptions = (list: Named[] | undefined): ProfileOption[] =>
  (list ?? []).map((item) => ({ value: String(item.id), label: item.name }));

/** /user/profile: the profile form, the login e-mail, the business card and the personal data. */
export function ProfileScreen() {
  const user = useCurrentUser();
  if (!user) return null;
  return <ProfileScreenFor user={user} />;
}

function ProfileScreenFor({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const civilStatuses = useQuery(referenceQueries.civilStatuses());
  const countries = useQuery(referenceQueries.countries());
  const languages = useQuery(referenceQueries.languages());
  const firmTypes = useQuery(referenceQueries.firmTypes());
  const updateProfile = useUpdateProfileMutation(user.id);

  const options: ProfileOptions = useMemo(
    () => ({
      civilStatuses: toOptions(civilStatuses.data),
      countries: toOptions(countries.data),
      languages: toOptions(languages.data),
      firmTypes: toOptions(firmTypes.data),
    }),
    [civilStatuses.data, countries.data, languages.data, firmTypes.data],
  );
  const listsPending = [civilStatuses, countries, languages, firmTypes].some((q) => q.isPending);
  const listsError = [civilStatuses, countries, languages, firmTypes].find((q) => q.isError)?.error;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, xl: 8 }}>
        <Stack gap="lg">
          <Text c="gray.7">{t('profile.intro')}</Text>
          {listsError ? <ErrorCard error={listsError} title={t('profile.listsFailed')} /> : null}
          {listsPending && !listsError ? (
            <Stack gap="lg" aria-hidden>
              <Skeleton height={320} radius="md" />
              <Skeleton height={420} radius="md" />
            </Stack>
          ) : (
            <ProfileForm
              user={user}
              options={options}
              pending={updateProfile.isPending}
              error={updateProfile.error}
              saved={updateProfile.isSuccess}
              onSubmit={(changes) => updateProfile.mutate(changes)}
            />
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, xl: 4 }}>
        <Stack gap="lg">
          <LoginEmailCard user={user} />
          <PasswordCard />
          <BusinessCardCard user={user} options={options} />
          <PersonalDataCard user={user} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function SideCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={`${id}-title`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function LoginEmailCard({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const request = useRequestEmailChangeMutation();
  // A new, empty form after each success.
  const [round, setRound] = useState(0);
  return (
    <SideCard id="login-email" title={t('loginEmail.title')}>
      <Text size="sm" c="gray.7">
        {t('loginEmail.intro')}
      </Text>
      <Text size="sm">
        {t('loginEmail.current')}{' '}
        <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
      </Text>
      {request.data ? (
        // The message names the new address, one long word that must wrap in this narrow card.
        <Box style={{ overflowWrap: 'anywhere' }}>
          <SuccessAlert title={t('loginEmail.sentTitle')} message={request.data.message} />
        </Box>
      ) : null}
      <LoginEmailForm
        key={round}
        currentEmail={user.email}
        pending={request.isPending}
        error={request.error}
        onSubmit={(values) => request.mutate(values, { onSuccess: () => setRound((r) => r + 1) })}
      />
    </SideCard>
  );
}

function PasswordCard() {
  const { t } = useTranslation('account');
  const change = useChangePasswordMutation();
  const [round, setRound] = useState(0);
  return (
    <SideCard id="password" title={t('password.title')}>
      <Text size="sm" c="gray.7">
        {t('password.intro')}
      </Text>
      {change.data ? <SuccessAlert title={t('password.doneTitle')} message={change.data.message} /> : null}
      <PasswordChangeForm
        key={round}
        pending={change.isPending}
        error={change.error}
        onSubmit={({ currentPassword, newPassword }) =>
          change.mutate({ currentPassword, newPassword }, { onSuccess: () => setRound((r) => r + 1) })
        }
      />
    </SideCard>
  );
}

function BusinessCardCard({ user, options }: { user: User; options: ProfileOptions }) {
  const { t } = useTranslation('account');
  const { fair } = useCurrentFair();
  const card = useQuery(accountQueries.businessCard(user.id, fair?.id ?? null));
  return (
    <SideCard id="business-card" title={t('businessCard.title')}>
      <Text size="sm" c="gray.7">
        {fair ? t('businessCard.intro', { fair: fair.name }) : t('businessCard.introNoFair')}
      </Text>
      {card.isPending ? <BusinessCardSkeleton /> : null}
      {card.isError ? <ErrorCard error={card.error} title={t('businessCard.loadFailed')} /> : null}
      {card.data ? (
        <BusinessCardView card={card.data} countries={options.countries} languages={options.languages} />
      ) : null}
    </SideCard>
  );
}

function PersonalDataCard({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { salon } = useParams({ strict: false });
  const exportData = useExportDataMutation(user.id);
  const deleteAccount = useDeleteAccountMutation(user.id, {
    onDeleted: () => navigate({ to: '/{-$salon}/signed-out', params: { salon } }),
  });
  const [opened, modal] = useDisclosure(false);

  return (
    <SideCard id="personal-data" title={t('personalData.title')}>
      <Text size="sm" c="gray.7">
        {t('personalData.intro')}
      </Text>
      {exportData.error ? (
        <ErrorCard error={exportData.error} title={t('personalData.exportFailed')} />
      ) : null}
      <Button
        variant="light"
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={exportData.isPending}
        onClick={() => exportData.mutate()}
        w="fit-content"
      >
        {t('personalData.download')}
      </Button>

      <Stack
        gap="sm"
        mt="sm"
        p="md"
        style={{ border: '1px solid var(--mantine-color-red-4)', borderRadius: 'var(--mantine-radius-md)' }}
        role="group"
        aria-labelledby="danger-zone-title"
      >
        <Title order={3} size="h5" c="red.9" id="danger-zone-title">
          {t('personalData.dangerTitle')}
        </Title>
        <Text size="sm">{t('personalData.dangerText')}</Text>
        <Group>
          <Button
            color="red.8"
            variant="outline"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={modal.open}
            aria-haspopup="dialog"
          >
            {t('personalData.delete')}
          </Button>
        </Group>
      </Stack>

      <DeleteAccountModal
        opened={opened}
        onClose={() => {
          deleteAccount.reset();
          modal.close();
        }}
        onConfirm={() => deleteAccount.mutate()}
        pending={deleteAccount.isPending}
        error={deleteAccount.error}
      />
    </SideCard>
  );
}
