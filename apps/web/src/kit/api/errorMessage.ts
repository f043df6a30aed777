import type { TFunction } from 'i18next';
import { ApiError } from './ApiError';

/**
 * The words for a failed call: the translation of its error code where there is one, else the server's own
 * message (a 409 explains what is in the way), else a general one. A failure without an answer is the network.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.network');
  return t(`errors.${error.code}`, { defaultValue: error.message || t('errors.unknown') });
}
