import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { DEMO_USERS } from '../pages/demoUsers';
import { inDutch } from '../pages/engine';
import { ListScreen } from '../pages/ListScreen';
import { LoginPage } from '../pages/LoginPage';

/** Statuses a seeded payment may be in, with a next status the lifecycle allows and its Dutch label. */
const STEPS = [
  { from: 'SETTLEMENT_REQUESTED', to: 'SETTLED', label: 'Uitbetaald' },
  { from: 'AUTHORIZED', to: 'SETTLEMENT_REQUESTED', label: 'Uitbetaling aangevraagd' },
] as const;

test.describe('status updates (super user)', () => {
  test("sets a payment's status with a reason in Dutch, lists it and opens the payment from it (axe)", async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.super);
    await inDutch(page);
    let payment: { id: string; status: string } | undefined;
    let step: (typeof STEPS)[number] | undefined;
    for (const candidate of STEPS) {
      const rows = (await (
        await page.request.get(`/api/transaction?status=${candidate.from}&_limit=1`)
      ).json()) as { id: string; status: string }[];
      if (rows[0]) {
        payment = rows[0];
        step = candidate;
        break;
      }
    }
    expect(payment, 'a seeded payment the lifecycle can move on').toBeDefined();

    const updates = new ListScreen(page, '/psp/admin/status-updates');
    await updates.goto();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statusupdates');
    await updates.openCreate('Nieuwe statuswijziging');
    await updates.field('Id van transactie of terugbetaling').fill(payment!.id);
    await updates.field('Status').click();
    await page.getByRole('listbox').getByRole('option', { name: step!.label, exact: true }).click();
    await updates.field('Reden').fill('Bevestigd door de processor (ticket 4711)');
    expect(await seriousViolations(page)).toEqual([]);
    await updates.panelButton('Aanmaken');
    await expect(updates.panel).toBeHidden();

    const row = updates.rows.first();
    await expect(row).toContainText(step!.label);
    await expect(row).toContainText('Transactie');
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('link', { name: 'Bekijken' }).click();
    await expect(page).toHaveURL(new RegExp(`/psp/merchants/[^/]+/transactions\\?_open=${payment!.id}`));
    await expect(page.getByRole('dialog')).toBeVisible();
    const stored = (await (await page.request.get(`/api/transaction/${payment!.id}`)).json()) as {
      status: string;
      status_reason: string;
    };
    expect(stored).toMatchObject({
      status: step!.to,
      status_reason: 'Bevestigd door de processor (ticket 4711)',
    });
  });
});
