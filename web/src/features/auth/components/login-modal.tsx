import { useState } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { BREAKPOINTS } from '@passerelle/contract/lite';
import { useLoginModal } from '../../../lib/login-modal.tsx';
import { ConnectedLoginForm } from './connected-login-form.tsx';

/** §2 login modal: 32 % wide (100 % under 500 px); closes and refreshes data on success. */
export function LoginModal() {
  const { t } = useTranslation('auth');
  const { opened, close } = useLoginModal();
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.xs}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  // Following a link of the form (forgot password) closes at once: no fading dialog over the new page.
  const [leaving, setLeaving] = useState(false);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setLeaving(false);
  }
  const leave = (): void => {
    setLeaving(true);
    close();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('login.modalTitle')}
      // vw, not %: Mantine resolves % against the modal's padded inner box.
      size={narrow ? '100%' : '32vw'}
      fullScreen={narrow}
      centered
      transitionProps={leaving ? { duration: 0 } : undefined}
      closeButtonProps={{ 'aria-label': t('login.close') }}
      styles={{ content: { minWidth: narrow ? undefined : 'min(26rem, 100%)' }, title: { fontWeight: 700 } }}
    >
      <ConnectedLoginForm autoFocus onLoggedIn={close} onNavigate={leave} />
    </Modal>
  );
}
