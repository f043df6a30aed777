import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { fromNow } from '../pages/clock';
import { DEMO_USERS } from '../pages/demoUsers';
import { LoginPage } from '../pages/LoginPage';
import { SettlementUpdatesPage } from '../pages/SettlementUpdatesPage';

test.describe('settlement updates (super user)', () => {
  test('an update runs the import, the detail follows it until last_run passes, then reverses it without a run (axe)', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.super);
    const updates = new SettlementUpdatesPage(page);
    await updates.goto();
    expect(await seriousViolations(page)).toEqual([]);

    await updates.openCreate('New settlement update');
    await updates.chooseProcessorSettlement();
    // Issue 29: picking the chosen option of a required select again keeps it.
    const chosen = await updates.field('Processor settlement').inputValue();
    await updates.chooseProcessorSettlement();
    await expect(updates.field('Processor settlement')).toHaveValue(chosen);
    const last = fromNow(-3 * 86_400_000);
    last.setMilliseconds(0);
    await updates.setLast(last);
    await expect(updates.field('Update last run')).toBeChecked();
    await updates.panelButton('Create');

    // 001 §4: the detail opens and reads the update again every 3 s until the import has run.
    await updates.expectDetail();
    await expect(updates.reverse).toBeVisible({ timeout: 20_000 });
    await expect(updates.running).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await updates.reverse.click();
    await expect(updates.panel.getByRole('heading', { name: 'Reverse last update' })).toBeVisible();
    await expect(updates.field('Update last run')).not.toBeChecked();
    await updates.panelButton('Create');
    await updates.expectDetail();
    // No run asked: nothing to follow, the reverse is there at once.
    await expect(updates.reverse).toBeVisible();
    await expect(updates.running).toHaveCount(0);

    const rows = (await (
      await page.request.get('/api/settlementupdate?_sort=-created_at&_limit=2')
    ).json()) as { last: string; old_last: string; update_last_run: boolean }[];
    expect(rows.map((row) => row.update_last_run)).toEqual([false, true]);
    expect(Date.parse(rows[0]!.last)).toBe(Date.parse(rows[1]!.old_last));
    expect(Date.parse(rows[1]!.last)).toBe(last.getTime());

    // 001 §2.9: the clone column opens the form prefilled from its row.
    await updates.panel.getByRole('button', { name: 'Close' }).click();
    await updates.rows
      .first()
      .getByRole('button', { name: /^Clone the settlement update/ })
      .click();
    await expect(updates.panel.getByRole('heading', { name: 'Clone' })).toBeVisible();
    await expect(updates.field('Processor settlement')).toHaveValue(chosen);
    await expect(updates.field('Update last run')).not.toBeChecked();
  });
});
