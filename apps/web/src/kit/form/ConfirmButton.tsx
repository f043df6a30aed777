import { Button, type ButtonProps } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/ApiError';
import { errorMessage } from '../api/errorMessage';
import { notificationStore } from '../feedback/notificationStore';
import { ConfirmDialog } from './ConfirmDialog';

export interface ConfirmButtonProps
  extends Pick<ButtonProps, 'variant' | 'color' | 'size' | 'leftSection' | 'disabled'> {
  children?: ReactNode;
  /** An accessible name when the button shows only an icon, or more than its text says. */
  'aria-label'?: string;
  /** The control that asks for the confirmation, instead of the button (e.g. an icon in a tree). */
  trigger?: (confirm: () => void) => ReactNode;
  title: string;
  message: string;
  confirmLabel: string;
  /** A destructive action's confirm button is red (the default). */
  destructive?: boolean;
  /** Shown as a notification when the action succeeds. */
  successMessage: string;
  /** Words a refusal the screen knows more about; else errors.{code}. */
  refusalMessage?: (error: ApiError) => string | undefined;
  /** Asks why as well; the text given is `onConfirm`'s argument. */
  reason?: { label: string; maxLength: number };
  onConfirm: (reason: string) => Promise<unknown>;
  onDone?: () => void;
}

/**
 * A button whose action runs after a confirmation. While it runs the dialog's button spins and is
 * disabled; on success the dialog closes with a notification, a refusal is shown in words and the
 * dialog closes too.
 */
export function ConfirmButton(props: ConfirmButtonProps) {
  const { children, trigger, title, message, confirmLabel, destructive, successMessage, refusalMessage } =
    props;
  const { onConfirm, onDone, 'aria-label': ariaLabel, ...button } = props;
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (reason: string) => {
    setBusy(true);
    try {
      await onConfirm(reason);
      notificationStore.show({ color: 'green', message: successMessage });
      onDone?.();
    } catch (error) {
      notificationStore.show({
        color: 'red',
        message: (error instanceof ApiError && refusalMessage?.(error)) || errorMessage(t, error),
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
        <Button
          size="xs"
          variant={button.variant}
          color={button.color}
          {...(button.size && { size: button.size })}
          leftSection={button.leftSection}
          disabled={button.disabled}
          aria-label={ariaLabel}
          onClick={() => setConfirming(true)}
        >
          {children}
        </Button>
      )}
      <ConfirmDialog
        opened={confirming}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        {...(destructive !== undefined && { destructive })}
        busy={busy}
        reason={props.reason}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
