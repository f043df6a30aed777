import { Notification, Stack } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationStore } from './notificationStore';

/**
 * The notices of notificationStore, bottom left: record panels open on the right, and a notice there
 * would cover their buttons. The live region is always there, so screen readers
 * announce each notice as it is added.
 */
export function Notifications() {
  const { t } = useTranslation();
  const notices = useSyncExternalStore(notificationStore.subscribe, notificationStore.snapshot);
  return (
    <Stack
      role="status"
      aria-live="polite"
      gap="xs"
      pos="fixed"
      bottom={16}
      left={16}
      w={360}
      style={{ zIndex: 400 }}
    >
      {notices.map((notice) => (
        <Notification
          key={notice.id}
          color={notice.color}
          withBorder
          onClose={() => notificationStore.hide(notice.id)}
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          {notice.message}
        </Notification>
      ))}
    </Stack>
  );
}
