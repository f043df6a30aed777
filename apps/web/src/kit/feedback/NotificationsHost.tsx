import '@mantine/notifications/styles.css';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense } from 'react';

// The notification list and its transitions load with the first notification, not with every screen.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** Shows notifications (`notifications.show`) once there is one to show. */
export function NotificationsHost() {
  const { notifications } = useNotifications();
  if (notifications.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
