import { Button } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** A registration button of the login form: /register/{kind} of the current salon. */
export function RegisterLink({
  kind,
  variant,
  onNavigate,
}: {
  kind: 'visitor' | 'exhibitor';
  variant: 'light' | 'outline';
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('auth');
  const { salon } = useParams({ strict: false });
  return (
    <Button
      variant={variant}
      size="sm"
      onClick={onNavigate}
      renderRoot={(props) => (
        <Link to="/{-$salon}/register/{-$formtype}" params={{ salon, formtype: kind }} {...props} />
      )}
    >
      {t(kind === 'visitor' ? 'login.registerVisitor' : 'login.registerExhibitor')}
    </Button>
  );
}
