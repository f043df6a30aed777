import type { Page } from '@playwright/test';

export interface DemoOrganisation {
  id: string;
  name: string;
  kind: string;
  collecting: boolean;
  modules: string[];
}

/** The seeded merchants, read as the logged-in provider user. */
export async function listMerchants(page: Page): Promise<DemoOrganisation[]> {
  const response = await page.request.get('/api/organisation?kind=merchant&_limit=200');
  if (!response.ok()) throw new Error(`organisation list: HTTP ${response.status()}`);
  return (await response.json()) as DemoOrganisation[];
}
