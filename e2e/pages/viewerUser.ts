import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from './demoUsers';
import { LoginPage } from './LoginPage';
import { Mailbox } from './Mailbox';

/**
 * A user of the demo bakery who may only read organisations and bank accounts: the owner invites it
 * through the API and it chooses its password through the invite link. The demo data has no such user.
 */
export async function createListOnlyUser(page: Page, email: string): Promise<string> {
  await LoginPage.as(page, DEMO_USERS.owner);
  const created = await page.request.post('/api/user', {
    data: { email, name: 'Read Only', language: 'en', roles: ['ORGANISATION_LIST', 'BANK_ACCOUNT_LIST'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = Mailbox.link(await new Mailbox(page, email).latest(/./), 'updatePassword');
  const token = new URLSearchParams(link.split('?')[1]).get('token');
  const updated = await page.request.post('/api/auth/update-password', {
    data: { token, password: DEMO_PASSWORD },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  await page.request.post('/api/auth/logout');
  return email;
}
