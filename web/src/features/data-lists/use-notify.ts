import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

type Color = 'green' | 'yellow';

/** Success (or partial success) notifications whose close button has a label (axe: button-name). */
export const useNotify = () => {
  const { t } = useTranslation('dataLists');
  return (color: Color, message: string): void => {
    notifications.show({
      color,
      message,
      autoClose: color === 'green' ? 4000 : false,
      closeButtonProps: { 'aria-label': t('notify.close') },
    });
  };
};
