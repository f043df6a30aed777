import { expect, type Page } from '@playwright/test';
import { Mailbox } from './Mailbox';

const PASSWORD = 'Narrow-Roles-2026!q';

/**
 * A new user of the logged-in user's organisation with only `roles`: created through the API, invited
 * by mail, password set with the invite link, and logged in on the page (replacing the session).
 */
export async function logInAsInvitedUser(page: Page, roles: readonly string[]): Promise<string> {
  const email = `reader-${Date.now()}@e2e.demo`;
  const created = await page.request.post('/api/user', {
    data: { email, name: 'Read Only', language: 'en', roles },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = Mailbox.link(await new Mailbox(page, email).latest(/Your account is ready/), 'updatePassword');
  const token = new URL(link, 'http://localhost').searchParams.get('token');
  const set = await page.request.post('/api/auth/update-password', { data: { token, password: PASSWORD } });
  expect(set.status(), await set.text()).toBe(200);
  const login = await page.request.post('/api/auth/login', { data: { username: email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return email;
}
