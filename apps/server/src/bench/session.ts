import { DEMO_PASSWORD } from '../seed/seed.js';

/** Logs a demo user in on the server at `base`; the session cookie for the bench's requests. */
export async function sessionCookie(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('psp_session='))!
    .split(';')[0]!;
}
