import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card.tsx';
import { SuccessAlert } from '../../../components/success-alert.tsx';
import { useSession } from '../../../lib/auth.ts';
import { useConfirmEmailMutation } from '../account.queries.ts';
import { isInvalidConfirmLink } from '../credentials-model.ts';

/** Back to the profile, where a new change can be asked (the guard asks to log in first). */
function AskAgain() {
  const { t } = useTranslation('account');
  return (
    <Button component={Link} to="/{-$salon}/user/profile" variant="light" mt="md" w="fit-content">
      {t('confirmEmail.askAgain')}
    </Button>
  );
}

/**
 * /user/confirm-email#token=…: applies a login e-mail change. It waits for a click, so a mail
 * scanner that opens links cannot confirm in the user's place.
 */
export function ConfirmEmailScreen({ token }: { token?: string }) {
  const { t } = useTranslation('account');
  const confirm = useConfirmEmailMutation();
  const session = useSession();

  const body = (() => {
    if (!token)
      return (
        <>
          <Text>{t('confirmEmail.noToken')}</Text>
          <AskAgain />
        </>
      );
    if (confirm.data)
      return (
        <SuccessAlert title={t('confirmEmail.doneTitle')} message={confirm.data.message}>
          {session.status === 'authenticated' ? (
            <Button component={Link} to="/{-$salon}/user/profile" mt="sm" color="ember.7">
              {t('confirmEmail.profile')}
            </Button>
          ) : (
            <Button component={Link} to="/{-$salon}/login" mt="sm" color="ember.7">
              {t('confirmEmail.login')}
            </Button>
          )}
        </SuccessAlert>
      );
    if (isInvalidConfirmLink(confirm.error))
      return (
        <>
          <ErrorCard error={confirm.error} />
          <AskAgain />
        </>
      );
    return (
      <Stack gap="md">
        {confirm.error ? <ErrorCard error={confirm.error} /> : null}
        <Text>{t('confirmEmail.intro')}</Text>
        <Group>
          <Button
            color="ember.7"
            leftSection={<IconMailCheck size={18} aria-hidden />}
            loading={confirm.isPending}
            onClick={() => confirm.mutate(token)}
          >
            {t('confirmEmail.submit')}
          </Button>
        </Group>
      </Stack>
    );
  })();

  return (
    <Stack gap="lg" maw={520} mx="auto">
      <Title order={1}>{t('confirmEmail.title')}</Title>
      {/* Messages name an e-mail address: one long word that must wrap on a phone. */}
      <Card withBorder padding="lg" style={{ overflowWrap: 'anywhere' }}>
        {body}
      </Card>
    </Stack>
  );
}
