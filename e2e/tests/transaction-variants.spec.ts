import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { DEMO_USERS } from '../pages/demoUsers';
import { ListScreen } from '../pages/ListScreen';
import { LoginPage } from '../pages/LoginPage';
import { makePayment, uniqueReference } from '../pages/payments';

test.describe('transaction lists', () => {
  test('blocked: only blocked FAILED transactions, each flagged; axe', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const blocked = new ListScreen(page, '/transactionsBlocked');
    await blocked.goto();
    await expect(page.getByRole('heading', { level: 1, name: 'Geblokkeerde transacties' })).toBeVisible();
    await expect(blocked.rows.first()).toBeVisible();
    const statuses = await blocked.rows
      .locator('[data-status]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['FAILED']));
    await expect(blocked.rows.locator('[data-blocked]')).toHaveCount(await blocked.rows.count());
    await expect(blocked.rows.first().getByRole('img', { name: 'Geblokkeerd' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('declined and abandoned: each variant lists only its own statuses, without a status filter', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const variants = [
      {
        path: '/transactionsDeclined',
        title: 'Geweigerde transacties',
        statuses: ['DECLINED', 'PROCESSOR_DECLINED', 'GATEWAY_REJECTED'],
      },
      {
        path: '/transactionsMissed',
        title: 'Afgebroken transacties',
        statuses: ['ABANDONED', 'EXPIRED', 'CANCELLED'],
      },
    ];
    for (const variant of variants) {
      const list = new ListScreen(page, variant.path);
      await list.goto();
      await expect(page.getByRole('heading', { level: 1, name: variant.title })).toBeVisible();
      await expect(list.rows.first()).toBeVisible();
      const statuses = await list.rows
        .locator('[data-status]')
        .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-status') ?? ''));
      expect(statuses.filter((status) => !variant.statuses.includes(status))).toEqual([]);
      await expect(page.getByRole('button', { name: /^Status/ })).toHaveCount(0);
    }
  });

  test('filter bar: the merchant reference filter narrows the list and is kept in the URL (Dutch)', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const [transaction] = (await (await page.request.get('/api/transaction?_limit=1')).json()) as {
      merchant_reference: string;
    }[];
    const reference = transaction!.merchant_reference;
    const list = new ListScreen(page, '/transactions');
    await list.goto();
    await page.getByRole('textbox', { name: 'Referentie', exact: true }).fill(reference);
    await expect(page).toHaveURL(new RegExp(`merchant_reference=${reference}`));
    await expect(list.rows).toHaveCount(1);
    await expect(list.rows.first()).toContainText(reference);
  });

  test('filter bar: the processor and tag filters narrow the list to payments of that processor and tag', async ({
    page,
    request,
  }) => {
    // A payment of this run above the bakery's VIP threshold: routed to a processor and tagged, today.
    const made = await makePayment(request, DEMO_USERS.owner, {
      reference: uniqueReference('filters'),
      amount: 25_000,
    });
    await LoginPage.as(page, DEMO_USERS.owner);
    const tagged = (await (await page.request.get(`/api/transaction/${made.id}`)).json()) as {
      processor: string;
      tags: string[];
    };
    type Named = { id: string; organisation: { name: string } };
    const processors = (await (
      await page.request.get('/api/processor?_limit=1000&_populate=organisation')
    ).json()) as (Named & { name: string })[];
    const tags = (await (
      await page.request.get('/api/tag?_limit=1000&_populate=organisation')
    ).json()) as (Named & {
      text: string;
    })[];
    const processor = processors.find((candidate) => candidate.id === tagged.processor)!;
    const tag = tags.find((candidate) => candidate.id === tagged.tags[0])!;
    const list = new ListScreen(page, '/transactions');
    await list.goto();
    // The page the list asks for once both filters are set.
    const filtered = page.waitForResponse(
      (response) =>
        response.url().includes('/api/transaction?') &&
        response.url().includes(`processor%5B%5D=${processor.id}`) &&
        response.url().includes(`tags%5B%5D=${tag.id}`),
    );
    // The bakery has shops of its own: each option names its organisation too.
    for (const [filter, label] of [
      ['Processor', `${processor.name} · ${processor.organisation.name}`],
      ['Tags', `${tag.text} · ${tag.organisation.name}`],
    ] as const) {
      await page.getByRole('button', { name: filter, exact: true }).click();
      await page.getByRole('dialog').getByRole('checkbox', { name: label, exact: true }).click();
      await page.keyboard.press('Escape');
    }
    await expect(page).toHaveURL(new RegExp(`processor%5B%5D=${processor.id}`));
    await expect(page).toHaveURL(new RegExp(`tags%5B%5D=${tag.id}`));
    const shown = ((await (await filtered).json()) as { id: string }[]).map((row) => row.id);
    expect(shown.length).toBeGreaterThan(0);
    await expect(list.rows.first()).toHaveAttribute('data-row-id', shown[0]!);
    await expect(list.rows).toHaveCount(shown.length);
    for (const id of shown) {
      const row = (await (await page.request.get(`/api/transaction/${id}`)).json()) as {
        processor: string;
        tags: string[];
      };
      expect(row.processor).toBe(processor.id);
      expect(row.tags).toContain(tag.id);
    }
  });

  test('provider: transactions across merchants with a merchant column', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.super);
    const list = new ListScreen(page, '/psp/transactions');
    await list.goto();
    const headers = await list.table.getByRole('columnheader').allTextContents();
    const column = headers.findIndex((header) => header.startsWith('Organisation'));
    expect(column, headers.join(' | ')).toBeGreaterThanOrEqual(0);
    const merchants = await list.rows.locator(`td:nth-child(${column + 1})`).allTextContents();
    expect(new Set(merchants).size).toBeGreaterThan(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('scheduled transactions open with status Created (Dutch); axe', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    await page.goto('/transactions/scheduled');
    await expect(page).toHaveURL(/status%5B%5D=CREATED/);
    await expect(page.getByRole('heading', { level: 1, name: 'Geplande transacties' })).toBeVisible();
    await expect(page.getByRole('table').or(page.getByText('Niets gevonden', { exact: true }))).toBeVisible();
    const statuses = await page
      .locator('tbody [data-status]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-status')));
    expect(statuses.every((status) => status === 'CREATED')).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
