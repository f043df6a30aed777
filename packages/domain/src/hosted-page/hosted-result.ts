import type { Language } from '../auth/auth.schema.js';
import { TRANSACTION_STAGE } from '../statuses/lifecycle.js';
import type { TransactionStatus } from '../statuses/status-catalogue.js';
import type { HostedResult } from './hosted-page.schema.js';

/**
 * How a payment ended as its customer is told (the hosted page's result, the 3-D Secure page's answer):
 * authorised, capturing or settled is approved, by the payment's stage, never its status code.
 */
export function resultOf(status: TransactionStatus): HostedResult {
  switch (TRANSACTION_STAGE[status]) {
    case 'authorised':
    case 'capturing':
    case 'settled':
      return 'approved';
    case 'created':
    case 'awaiting_customer':
      return 'pending';
    default:
      if (status === 'DECLINED') return 'declined';
      return status === 'CANCELLED' ? 'cancelled' : 'failed';
  }
}

/** The customer's language: the first of en and nl in Accept-Language by preference, else English. */
export function languageOf(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { language: tag.toLowerCase().split('-')[0], q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.language === 'en' || entry.language === 'nl')
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.language === 'nl' ? 'nl' : 'en';
}
