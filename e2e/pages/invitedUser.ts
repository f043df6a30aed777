import { expect, type Page } from '@playwright/test';
import { uniqueSuffix } from './clock';
import { Mailbox } from './Mailbox';

/** The password every invited test user chooses. */
export const INVITED_PASSWORD = 'Narrow-Roles-2026!q';

/**
 * A new user of the logged-in user's organisation with only `roles`: created through the API, invited
 * by mail and its password set with the invite link. The page keeps its own session.
 */
export async function inviteUser(
  page: Page,
  roles: readonly string[],
  email = `reader-${uniqueSuffix()}@e2e.demo`,
): Promise<string> {
  const created = await page.request.post('/api/user', {
    data: { email, name: 'Read Only', language: 'en', roles },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = Mailbox.link(await new Mailbox(page, email).latest(/Your account is ready/), 'updatePassword');
  const token = new URL(link, 'http://localhost').searchParams.get('token');
  const set = await page.request.post('/api/auth/update-password', {
    data: { token, password: INVITED_PASSWORD },
  });
  expect(set.status(), await set.text()).toBe(200);
  return email;
}

/** An invited user with only `roles`, logged in on the page (replacing the session). */
export async function logInAsInvitedUser(page: Page, roles: readonly string[]): Promise<string> {
  const email = await inviteUser(page, roles);
  const login = await page.request.post('/api/auth/login', {
    data: { username: email, password: INVITED_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  return email;
}
