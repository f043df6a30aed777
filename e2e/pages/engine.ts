import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { listOrganisations } from './merchants';

/** The seeded merchant whose engine the operator screens change: Atelier Noord (iDEAL, cards by Adyen and Stripe). */
export async function atelierNoordId(page: Page): Promise<string> {
  const [atelier] = await listOrganisations(page.request, 'name=Atelier%20Noord');
  expect(atelier, 'the seeded merchant Atelier Noord').toBeDefined();
  return atelier!.id;
}

/** Shows the app in `language` for this user in this browser (the profile language stays as it is). */
async function inLanguage(page: Page, language: 'en' | 'nl') {
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };
  await page.addInitScript(([userId, chosen]) => localStorage.setItem(`psp.language.${userId}`, chosen), [
    me.user.id,
    language,
  ] as const);
}

/** Shows the app in Dutch for this user in this browser (the profile language stays as it is). */
export const inDutch = (page: Page) => inLanguage(page, 'nl');

/** Shows the app in English for this user in this browser (Dutch demo users read the English labels). */
export const inEnglish = (page: Page) => inLanguage(page, 'en');

/**
 * An active processor of the product on a payment profile of the caller's own organisation: one a routing
 * tree of that organisation may end at (a tree none of whose processors is one is refused as unroutable).
 */
export async function routableProcessor(request: APIRequestContext, product = 'card'): Promise<string> {
  const me = (await (await request.get('/api/auth/me')).json()) as { organisation: { id: string } };
  const own = me.organisation.id;
  const profiles = (await (await request.get('/api/paymentprofile?_limit=500')).json()) as {
    organisation: string;
    processors: string[];
  }[];
  const onProfiles = new Set(profiles.filter((p) => p.organisation === own).flatMap((p) => p.processors));
  const processors = (await (
    await request.get(`/api/processor?payment_product=${product}&_limit=500`)
  ).json()) as {
    id: string;
    organisation: string;
    active: boolean;
  }[];
  const routable = processors.find((p) => p.organisation === own && p.active && onProfiles.has(p.id));
  expect(routable, `a routable ${product} processor of the caller's organisation`).toBeDefined();
  return routable!.id;
}
