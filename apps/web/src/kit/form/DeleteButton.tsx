import { useTranslation } from 'react-i18next';
import { ConfirmButton } from './ConfirmButton';

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
  return (
    <ConfirmButton
      variant="light"
      color="red"
      title={t('form.deleteTitle')}
      message={t(messageKey, messageValues ?? {})}
      confirmLabel={t('form.delete')}
      successMessage={t('form.deleted')}
      onConfirm={onDelete}
      {...(onDeleted && { onDone: onDeleted })}
    >
      {t('form.delete')}
    </ConfirmButton>
  );
}
