import { Button } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/ApiError';
import { notificationStore } from '../feedback/notificationStore';
import { ConfirmDialog } from './ConfirmDialog';

export interface ConfirmButtonProps {
  /** The label of the button and of the confirming button, e.g. form.delete. */
  labelKey: string;
  titleKey: string;
  /** Names the record in the question, e.g. "Delete the tag 'VIP'?" */
  messageKey: string;
  messageValues?: Record<string, string>;
  successKey: string;
  onConfirm: () => Promise<unknown>;
  onDone?: () => void;
  /** The control that asks for the confirmation, instead of the red button (e.g. an icon in a tree). */
  trigger?: (confirm: () => void) => ReactNode;
  /** Words a refusal the screen knows more about (e.g. what a record still holds); else errors.{code}. */
  refusalMessage?: (error: ApiError) => string | undefined;
}

/**
 * A destructive action on a record after a confirmation (delete, revoke). A refusal is shown in words,
 * and the dialog closes either way.
 */
export function ConfirmButton(props: ConfirmButtonProps) {
  const { labelKey, titleKey, messageKey, messageValues, successKey, onConfirm, onDone } = props;
  const { trigger, refusalMessage } = props;
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onConfirm();
      notificationStore.show({ color: 'green', message: t(successKey) });
      onDone?.();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'network';
      notificationStore.show({
        color: 'red',
        message:
          (error instanceof ApiError && refusalMessage?.(error)) ||
          t(`errors.${code}`, { defaultValue: t('errors.unknown') }),
      });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <>
      {trigger ? (
        trigger(() => setConfirming(true))
      ) : (
        <Button variant="light" color="red" size="xs" onClick={() => setConfirming(true)}>
          {t(labelKey)}
        </Button>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t(titleKey)}
        message={t(messageKey, messageValues ?? {})}
        confirmLabel={t(labelKey)}
        busy={busy}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
