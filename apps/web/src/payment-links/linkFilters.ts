import type { TFunction } from 'i18next';

/** Yes/no options of a boolean filter (`active`, `reusable`), sent as the API's true/false. */
export const yesNoOptions = (t: TFunction) => [
  { value: 'true', label: t('common.yes') },
  { value: 'false', label: t('common.no') },
];

/**
 * The payment profiles of the scope as options, and as their currency (one cached list read twice). A
 * chain's shops each have a 'Webshop': the option names the organisation too.
 */
export const PROFILES_QUERY = { _sort: 'name', _limit: 500, _populate: 'organisation' } as const;
export const profileName = (profile: { name: string; currency_code: string; organisation: unknown }) => {
  const { organisation } = profile;
  const owner =
    typeof organisation === 'object' && organisation !== null && 'name' in organisation
      ? organisation.name
      : undefined;
  return `${profile.name}${owner ? ` · ${String(owner)}` : ''} (${profile.currency_code})`;
};
export const profileCurrency = (profile: { currency_code: string }) => profile.currency_code;
