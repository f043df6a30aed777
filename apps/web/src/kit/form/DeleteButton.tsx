import { useTranslation } from 'react-i18next';
import { ConfirmButton, type ConfirmButtonProps } from './ConfirmButton';

interface DeleteButtonProps extends Pick<ConfirmButtonProps, 'trigger' | 'refusalMessage'> {
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
export function DeleteButton(props: DeleteButtonProps) {
  const { messageKey, messageValues, onDelete, onDeleted, trigger, refusalMessage } = props;
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
      {...(trigger && { trigger })}
      {...(refusalMessage && { refusalMessage })}
    >
      {t('form.delete')}
    </ConfirmButton>
  );
}
