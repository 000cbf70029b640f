import { useState } from 'react';
import { Alert, Anchor, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { JOB_APPLICATION_MESSAGE_MAX } from '@passerelle/contract/lite';
import { ErrorCard } from '../../../components/error-card.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useLoginModal } from '../../../lib/login-modal.tsx';
import { applyStateOf } from '../apply-state.ts';
import { applicationQueries, useApplyMutation } from '../job-applications.queries.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';

export interface ApplyToOfferProps {
  offerId: number;
  offerTitle: string;
  /** The fair the page is shown in (the application's fair); the server picks one otherwise. */
  fairId?: number;
}

/**
 * The offer page's call to apply (issue 11): composed into the offers slice's `/jobs/{id}` page by
 * its route file. Not logged in: the login; no complete profile: the way to `/jobs/profile`;
 * already applied: the status; otherwise a dialog with an optional message.
 */
export function ApplyToOffer({ offerId, offerTitle, fairId }: ApplyToOfferProps) {
  const { t } = useTranslation('job-applications');
  const user = useCurrentUser();
  const loginModal = useLoginModal();
  const { salon } = useParams({ strict: false });
  const [opened, setOpened] = useState(false);
  const [message, setMessage] = useState('');
  const apply = useApplyMutation();
  const profileId = user?.jobProfile?.id;
  const existing = useQuery({
    ...applicationQueries.list({ 'job.id': offerId, 'profile.id': profileId ?? 0 }, user?.id ?? 0),
    enabled: !!user && profileId !== undefined,
  });

  const state = applyStateOf(user, existing.data?.data[0] ?? apply.data ?? null);
  if (state.kind === 'login')
    return (
      <Stack gap="xs">
        <Button leftSection={<IconSend size={18} aria-hidden />} color="ember.7" onClick={loginModal.open}>
          {t('apply.loginToApply')}
        </Button>
        <Text size="sm">{t('apply.loginHint')}</Text>
      </Stack>
    );

  if (state.kind === 'profile')
    return (
      <Stack gap="xs">
        <Text size="sm">{t('apply.profileIncomplete')}</Text>
        <Anchor href={`${salon ? `/${salon}` : ''}/jobs/profile`} fw={600}>
          {t('apply.completeProfile')}
        </Anchor>
      </Stack>
    );

  if (state.kind === 'applied')
    return (
      <Stack gap="xs" data-testid="applied">
        <Group gap="xs">
          <Text fw={600}>{t('apply.alreadyApplied')}</Text>
          <ApplicationStatusBadge status={state.status} />
        </Group>
        <Anchor
          renderRoot={(props) => (
            <Link to="/{-$salon}/jobs/cv/solicitations/my-applications" params={{ salon }} {...props} />
          )}
        >
          {t('apply.seeMine')}
        </Anchor>
      </Stack>
    );

  const tooLong = message.trim().length > JOB_APPLICATION_MESSAGE_MAX;
  return (
    <>
      <Button
        leftSection={<IconSend size={18} aria-hidden />}
        color="ember.7"
        onClick={() => setOpened(true)}
        loading={existing.isPending && existing.fetchStatus !== 'idle'}
      >
        {t('apply.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('apply.dialogTitle', { title: offerTitle })}
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (tooLong) return;
            apply.mutate(
              { job: offerId, ...(fairId ? { fair: fairId } : {}), message: message.trim() || null },
              { onSuccess: () => setOpened(false) },
            );
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('apply.dialogIntro')}</Text>
            <Textarea
              label={t('apply.message')}
              description={t('apply.messageHint', { max: JOB_APPLICATION_MESSAGE_MAX })}
              autosize
              minRows={4}
              maxRows={10}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
              error={tooLong ? t('apply.tooLong', { max: JOB_APPLICATION_MESSAGE_MAX }) : undefined}
            />
            {apply.isError ? <ErrorCard error={apply.error} title={t('apply.failed')} /> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('apply.cancel')}
              </Button>
              <Button type="submit" loading={apply.isPending} disabled={tooLong} color="ember.7">
                {t('apply.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {apply.isSuccess ? <Alert color="green">{t('apply.sent')}</Alert> : null}
    </>
  );
}
