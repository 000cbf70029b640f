import { useState } from 'react';
import { Badge, Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconUserQuestion, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FirmJoinRequest } from '@passerelle/contract';
import { USER_TYPES } from '@passerelle/contract/lite';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { Panel } from '../../../components/list-panel.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useNotify } from '../../../lib/use-notify.ts';
import { firmsQueries, useDecideJoinRequestMutation } from '../firms.queries.ts';

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;

/**
 * The requests to join the firm (people who registered with its name, or whom an organizer
 * invited): who, when, through which fair, which role, and Accept / Decline where the api says
 * the caller may decide (`abilities.decide`).
 */
export function JoinRequestsSection({ firmId, firmName }: { firmId: number; firmName: string }) {
  const { t, i18n } = useTranslation('firms');
  const notify = useNotify();
  const list = useQuery(firmsQueries.joinRequests(firmId));
  const decide = useDecideJoinRequestMutation(firmId);
  const [declining, setDeclining] = useState<FirmJoinRequest | null>(null);
  const requests = list.data?.data ?? [];
  const acceptFailed = decide.isError && decide.variables?.status === 'accepted' ? decide.error : null;
  const busy = (r: FirmJoinRequest, status: 'accepted' | 'declined') =>
    decide.isPending && decide.variables?.id === r.id && decide.variables.status === status;

  const accept = (r: FirmJoinRequest) =>
    decide.mutate(
      { id: r.id, status: 'accepted' },
      { onSuccess: () => notify.success(t('joinRequests.accepted', { name: fullName(r.user) })) },
    );
  const decline = (r: FirmJoinRequest) =>
    decide.mutate(
      { id: r.id, status: 'declined' },
      {
        onSuccess: () => {
          setDeclining(null);
          notify.success(t('joinRequests.declined', { name: fullName(r.user) }));
        },
      },
    );

  return (
    <Panel labelledBy="firm-join-requests-title" busy={list.isPending}>
      <Group gap="sm" wrap="nowrap">
        <IconUserQuestion size={24} aria-hidden color="var(--mantine-color-passerelle-7)" />
        <Title order={2} size="h3" id="firm-join-requests-title">
          {t('joinRequests.title')}
        </Title>
        {requests.length ? (
          <Badge color="ember.9" variant="filled" aria-hidden>
            {requests.length}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" c="gray.7">
        {t('joinRequests.intro', { firm: firmName })}
      </Text>

      {list.isError ? <ErrorCard error={list.error} title={t('joinRequests.loadFailed')} /> : null}
      {acceptFailed ? <ErrorCard error={acceptFailed} title={t('joinRequests.acceptFailed')} /> : null}
      {list.isPending ? (
        <Stack gap="sm" aria-label={t('joinRequests.loading')}>
          <Skeleton height={84} radius="md" />
          <Skeleton height={84} radius="md" />
        </Stack>
      ) : null}
      {list.isSuccess && requests.length === 0 ? (
        <Box py="sm" data-testid="join-requests-empty">
          <Text fw={600}>{t('joinRequests.empty')}</Text>
          <Text size="sm" c="gray.7">
            {t('joinRequests.emptyHint')}
          </Text>
        </Box>
      ) : null}

      {requests.length ? (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('joinRequests.listLabel')}
        >
          {requests.map((r) => {
            const name = fullName(r.user);
            const invitedBy =
              r.requestedBy && r.requestedBy.id !== r.user.id ? fullName(r.requestedBy) : null;
            return (
              <Paper component="li" key={r.id} withBorder radius="md" p="md" bg="gray.0">
                <Group justify="space-between" align="flex-start" gap="md">
                  <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
                    <Text fw={600}>
                      {r.user.lastName} {r.user.firstName}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {r.user.email}
                    </Text>
                    {r.user.jobTitle ? (
                      <Text size="sm" c="gray.7">
                        {r.user.jobTitle}
                      </Text>
                    ) : null}
                    <Group gap="xs" mt={4}>
                      <Badge variant="light" color="passerelle" c="passerelle.9" tt="none">
                        {r.userType === USER_TYPES.STAND_ADMIN
                          ? t('staff.types.admin')
                          : t('staff.types.contact')}
                      </Badge>
                      <Text size="sm" c="gray.7">
                        {t(r.fair ? 'joinRequests.when' : 'joinRequests.whenNoFair', {
                          date: formatDate(r.createdAt, i18n.language),
                          fair: r.fair?.name ?? '',
                        })}
                      </Text>
                    </Group>
                    {invitedBy ? (
                      <Text size="sm" c="gray.7">
                        {t('joinRequests.invitedBy', { name: invitedBy })}
                      </Text>
                    ) : null}
                  </Stack>
                  {r.abilities.decide ? (
                    <Group gap="xs" wrap="wrap">
                      <Button
                        color="passerelle.7"
                        leftSection={<IconCheck size={16} aria-hidden />}
                        loading={busy(r, 'accepted')}
                        disabled={decide.isPending && !busy(r, 'accepted')}
                        aria-label={t('joinRequests.acceptLabel', { name })}
                        onClick={() => accept(r)}
                      >
                        {t('joinRequests.accept')}
                      </Button>
                      <Button
                        variant="outline"
                        color="red.9"
                        leftSection={<IconX size={16} aria-hidden />}
                        disabled={decide.isPending}
                        aria-label={t('joinRequests.declineLabel', { name })}
                        onClick={() => {
                          decide.reset();
                          setDeclining(r);
                        }}
                      >
                        {t('joinRequests.decline')}
                      </Button>
                    </Group>
                  ) : null}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      ) : null}

      <ConfirmModal
        opened={declining !== null}
        title={t('joinRequests.declineTitle')}
        confirmLabel={t('joinRequests.declineConfirm')}
        cancelLabel={t('joinRequests.cancel')}
        icon={<IconX size={18} aria-hidden />}
        pending={decide.isPending}
        error={decide.isError && decide.variables?.status === 'declined' ? decide.error : null}
        onConfirm={() => declining && decline(declining)}
        onClose={() => setDeclining(null)}
      >
        {declining ? (
          <Text size="sm">
            {t('joinRequests.declineMessage', {
              name: fullName(declining.user),
              email: declining.user.email,
              firm: firmName,
            })}
          </Text>
        ) : null}
      </ConfirmModal>
    </Panel>
  );
}
