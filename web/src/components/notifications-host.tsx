import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** The toasts' container, loaded lazily by main.tsx: not part of the first load. */
export default function NotificationsHost() {
  return <Notifications position="top-right" />;
}
