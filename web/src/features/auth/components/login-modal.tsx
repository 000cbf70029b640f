import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { BREAKPOINTS } from '@passerelle/contract';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { useLoginModal } from '../../../lib/login-modal.tsx';
import { useLoginMutation } from '../auth.queries.ts';
import { LoginForm } from './login-form.tsx';

/** §2 login modal: 32 % wide (100 % under 500 px); closes and refreshes data on success. */
export function LoginModal() {
  const { t } = useTranslation('auth');
  const { opened, close } = useLoginModal();
  const { fair } = useCurrentFair();
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.xs}px)`) ?? false;
  const login = useLoginMutation();

  const onClose = (): void => {
    login.reset();
    close();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('login.modalTitle')}
      // vw, not %: Mantine resolves % against the modal's padded inner box.
      size={narrow ? '100%' : '32vw'}
      fullScreen={narrow}
      centered
      closeButtonProps={{ 'aria-label': t('login.close') }}
      styles={{ content: { minWidth: narrow ? undefined : 'min(26rem, 100%)' }, title: { fontWeight: 700 } }}
    >
      <LoginForm
        autoFocus
        pending={login.isPending}
        error={login.error}
        registration={{
          visitor: fair?.isRegistrationUserHomepage ?? false,
          exhibitor: fair?.isRegistrationFirmHomepage ?? false,
        }}
        onSubmit={(values) =>
          login.mutate(values, {
            onSuccess: (result) => {
              if (result) onClose();
            },
          })
        }
      />
    </Modal>
  );
}
