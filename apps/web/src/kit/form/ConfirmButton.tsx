import { Button, type ButtonProps } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/ApiError';
import { notificationStore } from '../feedback/notificationStore';
import { ConfirmDialog } from './ConfirmDialog';

interface ConfirmButtonProps extends Pick<ButtonProps, 'variant' | 'color' | 'size' | 'leftSection'> {
  children: ReactNode;
  /** An accessible name when the button shows only an icon, or more than its text says. */
  'aria-label'?: string;
  title: string;
  message: string;
  confirmLabel: string;
  /** A destructive action's confirm button is red (the default). */
  destructive?: boolean;
  /** Shown as a notification when the action succeeds. */
  successMessage: string;
  onConfirm: () => Promise<unknown>;
  onDone?: () => void;
}

/**
 * A button whose action runs after a confirmation. While it runs the dialog's button spins and is
 * disabled; on success the dialog closes with a notification, a refusal is shown in words (errors.{code}).
 */
export function ConfirmButton({
  children,
  title,
  message,
  confirmLabel,
  destructive,
  successMessage,
  onConfirm,
  onDone,
  'aria-label': ariaLabel,
  ...button
}: ConfirmButtonProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onConfirm();
      notificationStore.show({ color: 'green', message: successMessage });
      setConfirming(false);
      onDone?.();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'network';
      notificationStore.show({
        color: 'red',
        message: t(`errors.${code}`, { defaultValue: t('errors.unknown') }),
      });
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="xs" {...button} aria-label={ariaLabel} onClick={() => setConfirming(true)}>
        {children}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        {...(destructive !== undefined && { destructive })}
        busy={busy}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
