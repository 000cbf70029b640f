import { Anchor, Badge, Button, Card, Divider, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconBriefcase,
  IconCalendarEvent,
  IconCircleCheck,
  IconAlertCircle,
  IconSettings,
  IconVideo,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Fair, User } from '@passerelle/contract';
import { ROLES, hasAnyRole } from '@passerelle/contract/lite';
import { FairSelector } from '../../../components/fair-selector.tsx';
import { pendingApplicationsQuery } from '../../../lib/pending-applications.ts';
import { STATUS_COLORS } from '../../../theme.ts';
import { canConfigureBooth, jobBlockFor, validationStatus } from '../account-status.ts';

interface AccountSummaryCardProps {
  user: User;
  fair: Fair | null;
  isMultiFair: boolean;
}

/** §2 account summary card of the signed-in user. */
export function AccountSummaryCard({ user, fair, isMultiFair }: AccountSummaryCardProps) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const { salon } = useParams({ strict: false });
  const status = validationStatus(user, fair?.id ?? null);
  // §2: an exhibitor's job block counts its firm's new (pending) applications in the fair.
  const pending = useQuery({
    ...pendingApplicationsQuery(fair?.id ?? 0, user.id),
    enabled: !!fair?.isUsingJobModule && user.firm !== null && hasAnyRole(user.roles, [ROLES.EXHIBITOR]),
  });
  const job = jobBlockFor(user, fair?.isUsingJobModule ?? false, pending.data?.count ?? 0);

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="account-card-title">
      <Stack gap="md">
        <Title order={2} id="account-card-title">
          {user.firstName} {user.lastName}
        </Title>

        {isMultiFair ? (
          <FairSelector label={t('card.fair')} />
        ) : (
          <Field label={t('card.fair')}>
            <Text>{fair?.name ?? t('layout.noFair')}</Text>
          </Field>
        )}

        <Field label={t('card.accountType')}>
          <Group gap={6}>
            {user.roles.map((role) => (
              <Badge key={role} variant="light" color="passerelle" tt="none" size="md">
                {t(`roles.${role}`, { defaultValue: role })}
              </Badge>
            ))}
          </Group>
        </Field>

        <Field label={t('card.status')}>
          <Badge color={STATUS_COLORS[status]} variant="filled" tt="none" size="lg" data-status={status}>
            {t(`status.${status}`)}
          </Badge>
        </Field>

        {job ? (
          <>
            <Divider />
            <Field label={t('card.job')}>
              {job.kind === 'visitor' ? (
                job.complete ? (
                  <Group gap={6}>
                    <IconCircleCheck size={18} color={STATUS_COLORS.validated} aria-hidden />
                    <Text fw={600}>{t('job.complete')}</Text>
                  </Group>
                ) : (
                  <Group gap="sm">
                    <Group gap={6}>
                      <IconAlertCircle size={18} color={STATUS_COLORS.waiting} aria-hidden />
                      <Text fw={600}>{t('job.incomplete')}</Text>
                    </Group>
                    <Button
                      size="compact-sm"
                      variant="light"
                      renderRoot={(props) => (
                        <Link to="/{-$salon}/jobs/profile" params={{ salon }} {...props} />
                      )}
                    >
                      {t('job.completeProfile')}
                    </Button>
                  </Group>
                )
              ) : job.newApplications > 0 ? (
                <Group gap={6}>
                  <IconBriefcase size={18} aria-hidden />
                  <Anchor
                    fw={600}
                    renderRoot={(props) => (
                      <Link
                        to="/{-$salon}/jobs/cv/solicitations/{-$id}"
                        params={{ salon, id: undefined }}
                        {...props}
                      />
                    )}
                  >
                    {t('job.newApplications', { count: job.newApplications })}
                  </Anchor>
                  <Badge color="ember.7" variant="filled" aria-hidden>
                    {job.newApplications}
                  </Badge>
                </Group>
              ) : (
                <Group gap={6}>
                  <IconBriefcase size={18} aria-hidden />
                  <Text>{t('job.noNewApplication')}</Text>
                </Group>
              )}
            </Field>
          </>
        ) : null}

        {fair?.isVideoEnabled ? (
          <>
            <Divider />
            {/* Issue 13: the video pages, which the side menus of §2 do not list. */}
            <Field label={t('card.video')}>
              <Stack gap={6}>
                <Group gap={6} wrap="nowrap">
                  <IconVideo size={18} aria-hidden />
                  <Anchor
                    fw={600}
                    renderRoot={(props) => <Link to="/{-$salon}/visio" params={{ salon }} {...props} />}
                  >
                    {t('video.calls')}
                  </Anchor>
                </Group>
                <Group gap={6} wrap="nowrap">
                  <IconCalendarEvent size={18} aria-hidden />
                  <Anchor
                    fw={600}
                    renderRoot={(props) => <Link to="/{-$salon}/visio/slots" params={{ salon }} {...props} />}
                  >
                    {t('video.interviews')}
                  </Anchor>
                </Group>
              </Stack>
            </Field>
          </>
        ) : null}

        {canConfigureBooth(user) ? (
          <Tooltip label={tCommon('soon')}>
            <Button
              leftSection={<IconSettings size={18} aria-hidden />}
              color="ember.7"
              data-disabled
              aria-disabled="true"
              onClick={(e) => e.preventDefault()}
              w="fit-content"
            >
              {t('card.configureBooth')}
            </Button>
          </Tooltip>
        ) : null}
      </Stack>
    </Card>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700} c="gray.7">
        {label}
      </Text>
      {children}
    </Stack>
  );
}
