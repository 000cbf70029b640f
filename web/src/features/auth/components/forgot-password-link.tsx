import { Anchor } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** "Forgot your password?" of the login form: the forgot page of the current salon. */
export function ForgotPasswordLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('auth');
  const { salon } = useParams({ strict: false });
  return (
    <Anchor
      size="sm"
      fw={600}
      onClick={onNavigate}
      renderRoot={(props) => <Link to="/{-$salon}/user/password/forgot" params={{ salon }} {...props} />}
    >
      {t('login.forgot')}
    </Anchor>
  );
}
