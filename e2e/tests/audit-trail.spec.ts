import { expect, test } from '@playwright/test';
import { AuditTrailPage } from '../pages/AuditTrailPage';
import { seriousViolations } from '../pages/axe';
import { uniqueSuffix } from '../pages/clock';
import { DEMO_USERS } from '../pages/demoUsers';
import { inDutch, inEnglish } from '../pages/engine';
import { LoginPage } from '../pages/LoginPage';
import { makePayment, uniqueReference } from '../pages/payments';

test.describe('audit trail', () => {
  test('lists the /v1 calls by filter and shows a call in JSON, XML, Form and Raw, card data redacted; axe', async ({
    page,
    request,
  }) => {
    const reference = uniqueReference('audit');
    const payment = await makePayment(request, DEMO_USERS.owner, { reference, amount: 1999 });
    await LoginPage.as(page, DEMO_USERS.pspAdmin);
    await inEnglish(page);
    const audit = new AuditTrailPage(
      page,
      `/psp/audit-trail?route=%2Fv1%2Ftransactions&transaction=${payment.id}`,
    );
    await audit.goto();
    await expect(audit.rows).toHaveCount(1);
    await expect(audit.rows.first()).toContainText('/v1/transactions');
    await expect(audit.rows.first()).toContainText('201 Created');
    await expect(audit.rows.first()).toContainText('API key');
    expect(await seriousViolations(page)).toEqual([]);

    await audit.rows.first().click();
    await expect(audit.panel).toBeVisible();
    // A /v1 call opens in JSON; the card number and CVC were redacted before storage.
    const json = audit.panel.getByTestId('http-body');
    await expect(json).toContainText('"number": "[redacted]"');
    await expect(json).toContainText(`"merchant_reference": "${reference}"`);
    await expect(audit.panel).not.toContainText('4242424242424242');
    await expect(await audit.bodyAs('XML')).toContainText('<number>[redacted]</number>');
    await expect(await audit.bodyAs('Form')).toContainText('card%5Bnumber%5D=%5Bredacted%5D');
    await expect(await audit.bodyAs('Raw')).toContainText('"number":"[redacted]"');
    await expect(audit.panel.getByText('authorization')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await audit.tab('Response');
    await expect(audit.panel.getByTestId('http-body')).toContainText(`"id": "${payment.id}"`);
    await audit.tab('Transaction');
    await expect(audit.panel.getByRole('link', { name: reference })).toBeVisible();
    // 002 §2: the tab opens every call about the payment.
    await audit.panel.getByRole('link', { name: 'View audit trail items for this transaction' }).click();
    await expect(page).toHaveURL(new RegExp(`/psp/audit-trail\\?transaction=${payment.id}$`));
    await expect(audit.row('/v1/transactions')).toHaveCount(1);
  });

  test('a transaction links to its audit trail items and shows its timeline (Dutch); axe', async ({
    page,
    request,
  }) => {
    const reference = uniqueReference('timeline');
    const payment = await makePayment(request, DEMO_USERS.owner, { reference, amount: 4250 });
    await LoginPage.as(page, DEMO_USERS.pspAdmin);
    await inDutch(page);
    await page.goto(`/psp/transactions?merchant_reference=${reference}&_open=${payment.id}`);
    const panel = page.getByRole('dialog');
    await panel.getByRole('tab', { name: 'Tijdlijn' }).click();
    const timeline = panel.locator('[data-kind]');
    await expect(timeline.first()).toHaveAttribute('data-kind', 'api_call');
    await expect(panel.getByText('API-aanroep POST /v1/transactions')).toBeVisible();
    await expect(panel.getByText('Beslissing: processor gekozen')).toBeVisible();
    await expect(panel.locator('[data-kind="processor_attempt"]')).toHaveCount(1);
    await expect(panel.locator('[data-kind="status"]')).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);

    await panel.getByRole('link', { name: 'Audittrail-items van deze transactie bekijken' }).click();
    await expect(page).toHaveURL(new RegExp(`/psp/audit-trail\\?transaction=${payment.id}`));
    const audit = new AuditTrailPage(page);
    // The payment's creation, and the reads of it since (the detail and its tabs just opened).
    await expect(audit.row('/v1/transactions')).toHaveCount(1);
    await expect(audit.row('/v1/transactions')).toContainText('201 Aangemaakt');
    await expect(audit.row('/v1/transactions')).toContainText('API-sleutel');
    await expect(audit.row('/api/transaction/:id/timeline')).toContainText(
      'Ingelogde gebruiker: Eva de Vries',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the Changes view shows who changed a routing with its name before and after (Dutch); axe', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.pspAdmin);
    await inDutch(page);
    const [routing] = (await (await page.request.get('/api/routing?_limit=1&_sort=name')).json()) as {
      id: string;
      name: string;
    }[];
    const renamed = `${routing!.name.replace(/ \(.*\)$/, '')} (${uniqueSuffix()})`;
    const update = await page.request.put(`/api/routing/${routing!.id}`, { data: { name: renamed } });
    expect(update.status(), await update.text()).toBe(200);

    const audit = new AuditTrailPage(page);
    await audit.goto();
    await audit.view('Wijzigingen');
    await expect(audit.row(routing!.id.slice(0, 8)).first()).toContainText('Intelligente routering');
    await expect(audit.row(routing!.id.slice(0, 8)).first()).toContainText('Gewijzigd');
    expect(await seriousViolations(page)).toEqual([]);
    await audit.row(routing!.id.slice(0, 8)).first().click();
    const diff = audit.panel.getByTestId('change-diff');
    const name = diff.getByRole('row').filter({ has: page.getByRole('cell', { name: 'name', exact: true }) });
    await expect(name).toContainText(routing!.name);
    await expect(name).toContainText(renamed);
    await expect(audit.panel).toContainText('Gewijzigd door Eva de Vries');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
