import type { ReactNode } from 'react';
import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '@passerelle/contract';
import { formatDate } from '../../../lib/format-date.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={700} c="gray.7" tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** §2 /user/manage/{id}: who the user is (identity, roles, account type, firm). */
export function UserSummaryCard({
  user,
  fairName,
  timeZone,
}: {
  user: ManagedUser;
  fairName: (id: number) => string;
  timeZone: string | undefined;
}) {
  const { t, i18n } = useTranslation('users');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="user-manage-name">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id="user-manage-name">
            {user.firstName} {user.lastName}
          </Title>
          {user.jobTitle ? <Text c="gray.7">{user.jobTitle}</Text> : null}
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Field label={t('manage.summary.email')}>{user.email}</Field>
          <Field label={t('manage.summary.roles')}>
            <Group gap={4}>
              {user.roles.map((role) => (
                <Badge key={role} variant="light" color="passerelle" tt="none">
                  {t(`roles.${role}`, { defaultValue: role })}
                </Badge>
              ))}
            </Group>
          </Field>
          <Field label={t('manage.summary.userType')}>
            {t(`userTypes.${user.userType}`, { defaultValue: String(user.userType) })}
          </Field>
          <Field label={t('manage.summary.firm')}>
            {user.firm === null
              ? t('manage.summary.noFirm')
              : t('manage.summary.firmValue', { name: user.firmName ?? '—', id: user.firm })}
          </Field>
          <Field label={t('manage.summary.createdAt')}>
            {formatDate(user.createdAt, i18n.language, timeZone)}
          </Field>
          {user.administeredFairs.length ? (
            <Field label={t('manage.summary.organizes')}>
              {user.administeredFairs.map(fairName).join(', ')}
            </Field>
          ) : null}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** Loading shape of the summary card and the form below it. */
export function UserManageSkeleton() {
  return (
    <Stack gap="lg" aria-hidden>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Skeleton height={28} width="40%" radius="sm" />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {Array.from({ length: 5 }, (_, i) => (
              <Stack key={i} gap={6}>
                <Skeleton height={10} width="50%" radius="sm" />
                <Skeleton height={14} radius="sm" />
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Card>
      <Skeleton height={140} radius="md" />
      <Skeleton height={360} radius="md" />
    </Stack>
  );
}
