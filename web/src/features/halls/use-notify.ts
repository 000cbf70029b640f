import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

/** Success and failure toasts of the halls screens, with a labelled close button. */
export const useNotify = () => {
  const { t } = useTranslation('halls');
  const show = (color: 'green' | 'red', message: string): void => {
    notifications.show({ color, message, closeButtonProps: { 'aria-label': t('notifyClose') } });
  };
  return {
    success: (message: string) => show('green', message),
    failure: (message: string) => show('red', message),
  };
};
