import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** A destructive action's button is red (the default); others have the primary colour. */
  destructive?: boolean;
  busy: boolean;
  /** Asks why as well (a required text, e.g. a deactivation's reason), handed to `onConfirm`. */
  reason?: { label: string; maxLength: number } | undefined;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Asks before an action; the action's button names what happens (red when it destroys). */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  destructive = true,
  busy,
  reason,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [why, setWhy] = useState('');
  const missing = !!reason && why.trim() === '';
  const cancel = () => {
    setWhy('');
    onCancel();
  };
  return (
    <Modal
      opened={opened}
      onClose={cancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text size="sm">{message}</Text>
      {reason && (
        <Textarea
          mt="md"
          label={reason.label}
          required
          autosize
          minRows={2}
          maxLength={reason.maxLength}
          value={why}
          onChange={(event) => setWhy(event.currentTarget.value)}
          data-autofocus
        />
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={cancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        {/* Red in shade 9: white text on it keeps 4.5:1. */}
        <Button
          {...(destructive && { color: 'red.9' })}
          onClick={() => onConfirm(why.trim())}
          loading={busy}
          disabled={missing}
          data-autofocus={!reason || undefined}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
