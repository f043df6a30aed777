import { expect, type Page } from '@playwright/test';
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
