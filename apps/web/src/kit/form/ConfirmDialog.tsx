import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Red for destructive actions (the default); another colour for harmless ones. */
  confirmColor?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action; the action's button names what happens (red when it destroys). */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  confirmColor = 'red',
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button color={confirmColor} onClick={onConfirm} loading={busy} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
