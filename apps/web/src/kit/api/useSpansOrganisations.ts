import { createContext, useContext } from 'react';
import { useScopedApi } from './useScopedApi';

/**
 * How many organisations the merchant scope in view holds (the merchant and its shops), as the shell knows
 * it before any screen asks: so a list asks once, with the organisation column's names when it needs them.
 */
export const ScopeOrganisationsContext = createContext<number>(1);

/**
 * Whether a list in the current scope can hold records of several organisations: the provider view holds
 * every merchant's, a merchant's holds those of its child organisations when it has any. A list fixed to
 * one organisation never does.
 */
export function useSpansOrganisations(fixedToOne: boolean): boolean {
  const { kind } = useScopedApi();
  const organisations = useContext(ScopeOrganisationsContext);
  if (fixedToOne) return false;
  return kind === 'provider' || organisations > 1;
}

/** A record's label, with its organisation's name where the scope spans several (shops name alike). */
export const labelWithOrganisation =
  (spans: boolean) =>
  (label: string, organisation: string | { name?: string }): string =>
    spans && typeof organisation === 'object' && organisation.name
      ? `${label} · ${organisation.name}`
      : label;
