import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demoUsers';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/login');
    await expect(this.submit).toBeVisible();
  }

  get email() {
    return this.page.getByLabel(/^(E-mail)/);
  }

  get password() {
    return this.page.getByLabel(/^(Password|Wachtwoord)/);
  }

  get submit() {
    return this.page.getByRole('button', { name: /^(Log in|Inloggen)$/ });
  }

  async logIn(email: string, password = DEMO_PASSWORD) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** Logs in through the API (sets the session cookie of the page's context); faster than the form. */
  static async as(page: Page, email: string) {
    const response = await page.request.post('/api/auth/login', {
      data: { username: email, password: DEMO_PASSWORD },
    });
    expect(response.status(), `login of ${email}`).toBe(200);
  }
}
