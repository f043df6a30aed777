import type { TFunction } from 'i18next';

/** Yes/no options of a boolean filter (`active`, `reusable`), sent as the API's true/false. */
export const yesNoOptions = (t: TFunction) => [
  { value: 'true', label: t('common.yes') },
  { value: 'false', label: t('common.no') },
];

/** The payment profiles of the scope as options, and as their currency (one cached list read twice). */
export const PROFILES_QUERY = { _sort: 'name', _limit: 500 } as const;
export const profileName = (profile: { name: string; currency_code: string }) =>
  `${profile.name} (${profile.currency_code})`;
export const profileCurrency = (profile: { currency_code: string }) => profile.currency_code;
