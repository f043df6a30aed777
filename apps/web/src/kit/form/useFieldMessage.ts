import { useTranslation } from 'react-i18next';
import { decodeMessage } from './validationMessage';

/** Translates a message stored on a form field (see encodeMessage). */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const decoded = decodeMessage(message);
    return 'text' in decoded ? decoded.text : t(decoded.key, decoded.values ?? {});
  };
}
