import { ConfirmButton } from './ConfirmButton';

interface DeleteButtonProps {
  /** Names the record in the question, e.g. "Delete the tag 'VIP'?" */
  messageKey: string;
  messageValues?: Record<string, string>;
  onDelete: () => Promise<unknown>;
  onDeleted?: () => void;
}

/** Delete after a confirmation; a refusal (a record still in use answers 409 with its own code) is shown in words. */
export function DeleteButton({ messageKey, messageValues, onDelete, onDeleted }: DeleteButtonProps) {
  return (
    <ConfirmButton
      labelKey="form.delete"
      titleKey="form.deleteTitle"
      messageKey={messageKey}
      {...(messageValues && { messageValues })}
      successKey="form.deleted"
      onConfirm={onDelete}
      {...(onDeleted && { onDone: onDeleted })}
    />
  );
}
