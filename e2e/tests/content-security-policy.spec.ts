import { expect, type Page, test } from '@playwright/test';
import { CheckoutDesignsPage } from '../pages/CheckoutDesignsPage';
import { LoginPage } from '../pages/LoginPage';
import { ENGLISH_MERCHANT } from '../pages/ShareCredentialsPage';

/** Every CSP refusal the browser reports, in the page and its frames (the console names them). */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  // Reported as events too, with the directive that refused; collected at each check.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const target = window as unknown as { cspViolations?: string[] };
      target.cspViolations ??= [];
      target.cspViolations.push(`${event.violatedDirective} refused ${event.blockedURI}`);
    });
  });
  return violations;
}

async function expectNoViolations(page: Page, violations: string[]) {
  const reported = await page.evaluate(
    () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
  );
  expect([...violations, ...reported]).toEqual([]);
}

test.describe('content security policy', () => {
  test('the login, the shell, the checkout design editor and the API docs run without a CSP refusal', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const violations = collectViolations(page);

    const login = new LoginPage(page);
    await login.goto();
    const answer = await page.request.get('/login');
    expect(answer.headers()['content-security-policy']).toContain("script-src 'self';");
    expect(answer.headers()['x-frame-options']).toBe('DENY');
    await expectNoViolations(page, violations);

    // The login form posts from the page, with its Origin: the origin check lets it through.
    await login.logIn(ENGLISH_MERCHANT.owner);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expectNoViolations(page, violations);

    // The live preview is a sandboxed srcdoc frame under the same policy.
    const designs = new CheckoutDesignsPage(page);
    await designs.goto();
    await designs.createButton.click();
    await expect(page).toHaveURL(/\/checkout-designs\/new$/);
    await expect(designs.preview.getByTestId('preview-amount')).toHaveText('€1,234.56');
    expect(await designs.previewHeaderBackground()).toBe('rgb(201, 42, 42)');
    await expectNoViolations(page, violations);

    await page.goto('/api/docs/');
    await expect(page.locator('.swagger-ui .opblock-tag').first()).toBeVisible();
    await page.locator('.swagger-ui .opblock-summary').first().click();
    await expect(page.locator('.swagger-ui .opblock-body').first()).toBeVisible();
    await expectNoViolations(page, violations);
  });
});
