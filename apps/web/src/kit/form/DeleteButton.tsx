import type { ReactNode } from 'react';
import type { ApiError } from '../api/ApiError';
import { ConfirmButton } from './ConfirmButton';

interface DeleteButtonProps {
  /** Names the record in the question, e.g. "Delete the tag 'VIP'?" */
  messageKey: string;
  messageValues?: Record<string, string>;
  onDelete: () => Promise<unknown>;
  onDeleted?: () => void;
  /** The control that asks for the confirmation, instead of the Delete button (e.g. an icon in a tree). */
  trigger?: (confirm: () => void) => ReactNode;
  /** Words a refusal the screen knows more about (e.g. what a record still holds); else errors.{code}. */
  refusalMessage?: (error: ApiError) => string | undefined;
}

/**
 * Delete after a confirmation. A refusal (a record still in use answers 409 with its own code) is shown
 * in words, and the dialog closes either way.
 */
export function DeleteButton({ onDelete, onDeleted, ...rest }: DeleteButtonProps) {
  return (
    <ConfirmButton
      labelKey="form.delete"
      titleKey="form.deleteTitle"
      successKey="form.deleted"
      onConfirm={onDelete}
      {...(onDeleted && { onDone: onDeleted })}
      {...rest}
    />
  );
}
