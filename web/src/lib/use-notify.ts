import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

/**
 * The app's toasts, each with a labelled close button (axe: button-name): success and failure
 * close by themselves; a warning (a partial success) stays until it is read.
 */
export const useNotify = () => {
  const { t } = useTranslation('common');
  const show = (color: 'green' | 'red' | 'yellow', message: string): void => {
    notifications.show({
      color,
      message,
      autoClose: color === 'yellow' ? false : 4000,
      closeButtonProps: { 'aria-label': t('notifyClose') },
    });
  };
  return {
    success: (message: string) => show('green', message),
    failure: (message: string) => show('red', message),
    warning: (message: string) => show('yellow', message),
  };
};
