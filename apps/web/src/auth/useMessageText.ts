import { useTranslation } from 'react-i18next';
import type { TranslatableMessage } from '../kit/form/validationMessage';

/** Turns a validation message of a logged-out form into its text (or nothing without a message). */
export function useMessageText(): (message: TranslatableMessage | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => message && t(message.key, message.values ?? {});
}
