import type { APIRequestContext } from '@playwright/test';

export interface DemoOrganisation {
  id: string;
  name: string;
  kind: string;
  collecting: boolean;
  modules: string[];
}

/**
 * Organisations as the logged-in user reads them; with `scope` (X-Organisation), those of one merchant
 * viewed by a provider user: the merchant and its child shops.
 */
export async function listOrganisations(
  request: APIRequestContext,
  query: string,
  scope?: string,
): Promise<DemoOrganisation[]> {
  const response = await request.get(`/api/organisation?${query}`, {
    headers: scope ? { 'X-Organisation': scope } : {},
  });
  if (!response.ok()) throw new Error(`organisation list: HTTP ${response.status()}`);
  return (await response.json()) as DemoOrganisation[];
}
