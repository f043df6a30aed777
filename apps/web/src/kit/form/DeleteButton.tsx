import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/ApiError';
import { notificationStore } from '../feedback/notificationStore';
import { ConfirmDialog } from './ConfirmDialog';

interface DeleteButtonProps {
  /** Names the record in the question, e.g. "Delete the tag 'VIP'?" */
  messageKey: string;
  messageValues?: Record<string, string>;
  onDelete: () => Promise<unknown>;
  onDeleted?: () => void;
}

/**
 * Delete after a confirmation. A refusal (a record still in use answers 409 with its own code) is shown
 * in words, and the dialog closes either way.
 */
export function DeleteButton({ messageKey, messageValues, onDelete, onDeleted }: DeleteButtonProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await onDelete();
      notificationStore.show({ color: 'green', message: t('form.deleted') });
      onDeleted?.();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'network';
      notificationStore.show({
        color: 'red',
        message: t(`errors.${code}`, { defaultValue: t('errors.unknown') }),
      });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <>
      <Button variant="light" color="red" size="xs" onClick={() => setConfirming(true)}>
        {t('form.delete')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('form.deleteTitle')}
        message={t(messageKey, messageValues ?? {})}
        confirmLabel={t('form.delete')}
        busy={busy}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
