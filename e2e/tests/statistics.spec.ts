import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { DEMO_USERS } from '../pages/demoUsers';
import { LoginPage } from '../pages/LoginPage';
import { makePayment, uniqueReference } from '../pages/payments';
import { StatisticsScreens } from '../pages/StatisticsScreens';

/** The payment products as the Dutch screens name them. */
const PRODUCT_NAMES_NL: Record<string, string> = {
  card: 'Kaart',
  ideal: 'iDEAL',
  paypal: 'PayPal',
  bancontact: 'Bancontact',
  sofort: 'Sofort',
  klarna: 'Klarna',
  applepay: 'Apple Pay',
};

/** A share as Dutch writes it with one decimal, as the screens do: 4,2%. */
const PERCENT = new Intl.NumberFormat('nl-NL', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

test.describe('dashboards and statistics', () => {
  // Charts then draw at once, so a click lands on the slice or country the test aims at, not on one
  // that is still sweeping past.
  test.use({ reducedMotion: 'reduce' });

  test("merchant dashboard: today's revenue, each shop's last two payouts at their stage and the achievements' readings as the API has them, recent activity and its refresh, no top merchants (Dutch); axe", async ({
    page,
    request,
  }) => {
    await makePayment(request, DEMO_USERS.owner, { reference: uniqueReference('dash'), amount: 4200 });
    await LoginPage.as(page, DEMO_USERS.owner);
    const screens = new StatisticsScreens(page);
    const answerOf = (path: string) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === path);
    const payoutsAnswer = answerOf('/api/statistics/payouts');
    const achievementsAnswer = answerOf('/api/statistics/amazingthings');
    const today = await screens.open('/', 'statistics/today');
    const euros = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(
      today.amount / 100,
    );
    await expect(page.getByTestId('today-amount')).toHaveText(euros);
    await expect(screens.chart('Omzet per dag, deze week tegenover vorige week')).toBeVisible();
    // The achievements: the rule's reading in words, and beside it what the numbers did.
    const achievements: { items: { type: string; last: number; previous: number; change: number | null }[] } =
      await (await achievementsAnswer).json();
    const refunds = achievements.items.find((item) => item.type === 'refund')!;
    const refundCard = screens.block('Wat u de afgelopen zeven dagen deed').getByTestId('achievement-refund');
    const reading =
      refunds.previous === 0
        ? 'Niet beoordeeld'
        : refunds.last > refunds.previous * 1.1
          ? 'Slechter'
          : refunds.last < refunds.previous * 0.9
            ? 'Beter'
            : 'Stabiel';
    await expect(refundCard.getByTestId('trend')).toHaveText(reading);
    if (refunds.change !== null)
      await expect(refundCard.getByTestId('change')).toContainText(
        new Intl.NumberFormat('nl-NL', {
          style: 'percent',
          signDisplay: 'exceptZero',
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(refunds.change),
      );
    await expect(
      screens
        .block('Wat u de afgelopen zeven dagen deed')
        .getByTestId('achievement-amount')
        .getByTestId('trend'),
    ).toHaveText('Niet beoordeeld');
    const recent = screens.block('Recente activiteit');
    await expect(recent.getByRole('row')).toHaveCount(10);
    // A payment made since the screen opened shows after a refresh.
    const made = await makePayment(request, DEMO_USERS.owner, {
      reference: uniqueReference('dash'),
      amount: 4300,
    });
    await expect(recent.locator(`a[href$="_open=${made.id}"]`)).toHaveCount(0);
    await recent.getByRole('button', { name: 'Vernieuwen' }).click();
    await expect(recent.locator(`a[href$="_open=${made.id}"]`)).toBeVisible();
    // Each shop's last two payouts in their currency, at the stage the payout and its bank file say.
    type Payout = { amount: number; currency_code: string; stage: string };
    const payees: { organisation: { name: string }; last: Payout; previous: Payout | null }[] = await (
      await payoutsAnswer
    ).json();
    expect(payees.length).toBeGreaterThan(1);
    const stages: Record<string, string> = {
      IN_TRANSIT: 'Onderweg',
      CREATED: 'Aangemaakt',
      SENT: 'Verzonden',
      ACKNOWLEDGED: 'Bevestigd',
      PAID: 'Betaald',
      FAILED: 'Mislukt',
    };
    const rows = screens.block('Uitbetalingen').getByTestId('payouts').locator('tbody tr');
    await expect(rows).toHaveCount(payees.length);
    for (const [index, payee] of payees.entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole('rowheader')).toContainText(payee.organisation.name);
      for (const [cell, payout] of [
        ['last-payout', payee.last],
        ['previous-payout', payee.previous],
      ] as const) {
        if (!payout) continue;
        const money = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: payout.currency_code });
        await expect(row.getByTestId(cell)).toContainText(money.format(payout.amount / 100));
        await expect(row.getByTestId(cell)).toContainText(stages[payout.stage]!);
      }
    }
    await expect(screens.block(/Topmerchants/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Alle transacties bekijken' })).toHaveAttribute(
      'href',
      '/transactions',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('provider dashboard: top merchants of the API, the MFA advice, no achievements; axe', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.pspAdmin);
    const screens = new StatisticsScreens(page);
    const top = await screens.open('/psp', 'statistics/merchants');
    const merchants = screens.block('Topmerchants, laatste 24 uur');
    await expect(merchants.getByRole('row')).toHaveCount(1 + top.length);
    await expect(page.getByRole('link', { name: 'Stel het in bij uw profiel' })).toHaveAttribute(
      'href',
      '/psp/profile',
    );
    await expect(screens.block(/zeven dagen/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Alle transacties bekijken' })).toHaveAttribute(
      'href',
      '/psp/transactions',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('merchant dashboard: blocked payments of the last 57 days as the API counts them, linking to the blocked list', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const screens = new StatisticsScreens(page);
    const days: { items: { count: number }[] } = await screens.open('/', 'statistics/aggregate/day', {
      blocked: 'true',
    });
    expect(days.items).toHaveLength(57);
    const total = days.items.reduce((sum, day) => sum + day.count, 0);
    const block = screens.block('Geblokkeerde betalingen');
    await expect(block.getByTestId('blocked-total')).toHaveText(
      `Geblokkeerd door uw regels in de laatste 57 dagen: ${new Intl.NumberFormat('nl-NL').format(total)}`,
    );
    await expect(screens.chart('Geblokkeerde betalingen per dag, laatste 57 dagen')).toBeVisible();
    await block.getByRole('link', { name: 'Geblokkeerde betalingen bekijken' }).click();
    await expect(page).toHaveURL(/\/transactionsBlocked$/);
  });

  test('payment statistics: charts drawn, Monday first, a lifecycle bubble opens the list of its status (Dutch); axe', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const screens = new StatisticsScreens(page);
    const totalsAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/transaction/aggregate/total',
    );
    const lifecycle = await screens.open('/dashboards/transactions', 'transaction/aggregate/lifecycle');
    await screens.drawn('Omzet en betalingen');
    // The totals with their averages (per day by default, and per payment) and the volume's growth.
    const totals: {
      average_count_per_period: number;
      totals: {
        currency_code: string;
        average_per_period: number;
        average_value: number;
        volume_growth: number | null;
      }[];
    } = await (await totalsAnswer).json();
    const euro = totals.totals.find((total) => total.currency_code === 'EUR')!;
    const money = (amount: number) =>
      new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(amount / 100);
    await expect(page.getByTestId('total-count-per-period')).toContainText('Gemiddeld aantal per dag');
    await expect(page.getByTestId('total-volume-per-period-EUR')).toContainText(
      money(euro.average_per_period),
    );
    await expect(page.getByTestId('total-average-value-EUR')).toContainText(money(euro.average_value));
    if (euro.volume_growth !== null)
      await expect(page.getByTestId('total-volume-EUR')).toContainText('t.o.v. de vorige periode');
    await screens.drawn('Dag en tijd');
    await screens.drawn('Uitkomsten');
    // The grid's text alternative lists the days from Monday (nl).
    const grid = page.locator('table', { has: page.locator('caption', { hasText: 'Dag en tijd' }) });
    await expect(grid.locator('tbody tr').first().locator('td').first()).toHaveText(/^ma/);
    expect(await seriousViolations(page)).toEqual([]);
    const declined = lifecycle.items.find((item: { name: string }) => item.name === 'DECLINED');
    await expect(page.getByTestId('lifecycle-DECLINED')).toContainText(
      PERCENT.format(declined.count_percentage / 100),
    );
    // Switched to volume, each bubble shows its share of the amount instead.
    type Share = { name: string; count_percentage: number; volume_percentage: number };
    const differs = (lifecycle.items as Share[]).find(
      (item) => PERCENT.format(item.count_percentage / 100) !== PERCENT.format(item.volume_percentage / 100),
    )!;
    await screens.block('Levenscyclus').locator('label', { hasText: 'Volume' }).click();
    await expect(page.getByTestId(`lifecycle-${differs.name}`)).toContainText(
      PERCENT.format(differs.volume_percentage / 100),
    );
    await page.getByTestId('lifecycle-DECLINED').click();
    await expect(page).toHaveURL(/\/transactions\?status=DECLINED&created_at%3E=/);
  });

  test('payment statistics: a click on a donut slice or a bar opens the list it counts (Dutch)', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const screens = new StatisticsScreens(page);
    const outcomes: { items: { value: string; count: number }[] } = await screens.open(
      '/dashboards/transactions',
      'transaction/aggregate',
      { group_by: 'status' },
    );
    // The outcome donut: its largest slice after the first, a status.
    const index = outcomes.items.reduce(
      (largest, item, at) => (at > 0 && item.count > outcomes.items[largest]!.count ? at : largest),
      1,
    );
    await screens.clickSlice('Uitkomsten', index);
    await expect(page).toHaveURL(
      new RegExp(`/transactions\\?status=${outcomes.items[index]!.value}&created_at%3E=`),
    );

    // The operating systems: the largest known one.
    await page.goBack();
    const platforms = await screens.numbers('Besturingssystemen');
    const platform = platforms.findIndex((slice) => slice.label !== 'Onbekend');
    await screens.clickSlice('Besturingssystemen', platform);
    await expect(page).toHaveURL(
      new RegExp(`/transactions\\?platform=${encodeURIComponent(platforms[platform]!.label)}&created_at%3E=`),
    );

    // The payment types: the busiest one, the first bar.
    await page.goBack();
    const [busiest] = await screens.numbers('Betaalmethoden');
    await screens.clickFirstBar('Betaalmethoden');
    // The bar says the product's name; the list is filtered by its code.
    const code = Object.entries(PRODUCT_NAMES_NL).find(([, label]) => label === busiest!.label)?.[0];
    expect(code, busiest!.label).toBeDefined();
    await expect(page).toHaveURL(new RegExp(`/transactions\\?payment_product=${code}&created_at%3E=`));
  });

  test('payment statistics: the world map and the busiest countries as the API has them, a country opens its list (Dutch)', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const screens = new StatisticsScreens(page);
    const location: { items: { location: { alpha2: string }; volume: string }[] } = await screens.open(
      '/dashboards/transactions',
      'transaction/aggregate/location',
    );
    await screens.drawn('Volume per land');
    const names = new Intl.DisplayNames(['nl-NL'], { type: 'region' });
    const busiest = [...location.items]
      .sort((a, b) => Number(b.volume) - Number(a.volume))
      .slice(0, 5)
      .map((item) => item.location.alpha2);
    expect(busiest.length).toBeGreaterThan(1);
    const table = screens.block('Volume per land').getByRole('table', { name: 'Drukste landen' });
    await expect(table.locator('tbody tr td:first-child')).toHaveText(busiest.map((code) => names.of(code)!));
    await table.getByRole('link', { name: names.of(busiest[1]!)! }).click();
    await expect(page).toHaveURL(new RegExp(`/transactions\\?country_code=${busiest[1]}&created_at%3E=`));
  });

  test('payment statistics: a call that fails and a map that does not load say so, and come back on a retry (Dutch)', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    await page.route('**/api/transaction/aggregate/lifecycle?*', (route) =>
      route.fulfill({ status: 422, json: { error: 'unprocessable', message: 'Deze periode kan niet' } }),
    );
    await page.route('**/countries-110m*.json', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/dashboards/transactions');
    const screens = new StatisticsScreens(page);
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Eén deel van dit scherm kon niet worden geladen' });
    await expect(notice).toContainText('Deze periode kan niet');
    const map = screens.block('Volume per land');
    await expect(map.getByRole('alert')).toHaveText(/De grafiek kon niet worden getekend/);
    await expect(page.getByTestId('lifecycle-DECLINED')).toHaveCount(0);

    await page.unrouteAll();
    await notice.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByTestId('lifecycle-DECLINED')).toBeVisible();
    await map.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await screens.drawn('Volume per land');
  });

  test('refund and customer statistics: totals and best customers as the API has them, RFM segments; axe', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const screens = new StatisticsScreens(page);
    // While the refund calls are on their way the blocks say they are loading: no 0, no grey rings.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/refund/aggregate**', async (route) => {
      await held;
      await route.continue();
    });
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/refund/aggregate/total',
    );
    await page.goto('/dashboards/refunds');
    await expect(screens.block('Totalen terugbetalingen').getByTestId('statistics-loading')).toBeVisible();
    await expect(screens.block('Soorten betaalmethoden').getByTestId('statistics-loading')).toBeVisible();
    await expect(page.getByTestId('refund-totals')).toHaveCount(0);
    release();
    const totals = await (await answered).json();
    await page.unrouteAll();
    await expect(page.getByTestId('refund-totals').getByTestId('total-count')).toContainText(
      new Intl.NumberFormat('nl-NL').format(totals.count),
    );
    await expect(page.getByTestId('highest-refunds').locator('tbody tr')).toHaveCount(
      Math.min(5, totals.count),
    );
    // A donut is drawn when there is something to count, else it says so (the demo's last 28 days may
    // hold no refund on some days).
    if (totals.count > 0) await screens.drawn('Soorten betaalmethoden');
    else await expect(page.getByText('Nog niets').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const best = await screens.open('/dashboards/customers', 'customer/aggregate/best');
    await expect(page.getByTestId('best-customers').locator('tbody tr')).toHaveCount(best.length);
    await expect(page.getByTestId('segment-champions')).toBeVisible();
    await expect(page.getByTestId('rfm-scored-at')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // A slice of the status donut opens the customers of that status.
    const [status] = await screens.numbers('Klantstatussen');
    await screens.clickSlice('Klantstatussen', 0);
    await expect(page).toHaveURL(/\/customers\?status=[A-Z_]+&created_at%3E=/);
    await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(status!.label);
    await page.goBack();
    await page.getByTestId('best-customers').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/customers\\?_open=${best[0].customer.id}`));
  });

  test('processor statistics: a card per processor as the API has it, named with its shop, opening its payments; the RFM page; axe', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const screens = new StatisticsScreens(page);
    const revenue: {
      id: string;
      name: string;
      organisation: { name: string };
      currency_code: string;
      last24hours: number;
      sign: '<' | '>' | '=';
    }[] = await screens.open('/dashboards/processor-statistics', 'statistics/processor/revenue');
    const cards = page.getByTestId('processor-card');
    await expect(cards).toHaveCount(revenue.length);
    const euros = (amount: number, currency: string) =>
      new Intl.NumberFormat('nl-NL', { style: 'currency', currency }).format(amount / 100);
    const trend = { '>': 'Omhoog', '<': 'Omlaag', '=': 'Gelijk' } as const;
    for (const [index, processor] of revenue.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(processor.name);
      await expect(card).toContainText(processor.organisation.name);
      await expect(card).toContainText(euros(processor.last24hours, processor.currency_code));
      await expect(card).toContainText(trend[processor.sign]);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await cards.first().getByRole('link', { name: 'Bekijk de transacties' }).click();
    await expect(page).toHaveURL(new RegExp(`/transactions\\?processor=${revenue[0]!.id}`));

    const segments: { segments: Record<string, number> } = await screens.open(
      '/customers/rfm',
      'customer/aggregate/segment',
    );
    const rows = page.getByRole('table').last().locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(rows.filter({ hasText: 'Kampioenen' }).locator('td').nth(1)).toHaveText(
      String(segments.segments.champions ?? 0),
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('processor compare: processors named with their shop, pick two, compare, ids in the URL and the 28-day table', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    await page.goto('/insights/dashboards/processor-compare');
    const boxes = page.getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    // The bakery's shops name their processors alike: each carries its shop's name.
    const names = await boxes.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('aria-label')),
    );
    expect(names).toContain('Cards via Adyen · De Gouden Korst Leiden');
    expect(new Set(names).size).toBe(names.length);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: 'Vergelijk 2 items' }).click();
    await expect(page).toHaveURL(/ids=[0-9a-f-]+%2C[0-9a-f-]+|ids=[0-9a-f-]+,[0-9a-f-]+/);
    await expect(page.getByText('Transacties van de laatste 28 dagen')).toBeVisible();
    await expect(page.getByTestId('compare-table').getByRole('columnheader')).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('processor compare: a merchant with one to three processors sees them compared at once (001 §2.4)', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.sibling);
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/statistics/processor/compare',
    );
    await page.goto('/insights/dashboards/processor-compare');
    const compared: { id: string; conversion: number }[] = await (await answered).json();
    expect(compared.length).toBeGreaterThanOrEqual(1);
    expect(compared.length).toBeLessThanOrEqual(3);
    await expect(page).toHaveURL(
      new RegExp(`ids=${compared.map((processor) => processor.id).join('(%2C|,)')}`),
    );
    await expect(page.getByTestId('compare-table').getByRole('columnheader')).toHaveCount(
      1 + compared.length,
    );
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    // The conversion as Dutch writes a percentage, for the first processor.
    await expect(
      page
        .getByTestId('compare-table')
        .getByRole('row', { name: /Conversie/ })
        .getByRole('cell')
        .first(),
    ).toHaveText(PERCENT.format(compared[0]!.conversion));
  });
});
