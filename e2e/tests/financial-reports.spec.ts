import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { DEMO_USERS } from '../pages/demoUsers';
import { FinancialReports } from '../pages/FinancialReports';
import { LoginPage } from '../pages/LoginPage';

const euros = (minor: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(minor / 100);
/** Intl writes a narrow no-break space in some locales; the screen and the test agree on the text. */
const text = (value: string) => value.replace(/\s/g, ' ');

test('merchant daily and settlement reports: the API’s numbers, a CSV made to PROCESSED (Dutch); axe', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Finance of De Gouden Korst works in Dutch: transactions and settlements, and reports.
  await LoginPage.as(page, DEMO_USERS.finance);
  const reports = new FinancialReports(page);
  const daily = await reports.open('/report/daily', 'financialreport/daily');
  // Without a period in the address the field names the one the figures are of (the last 28 days).
  await expect(page.getByText('Kies een periode')).toHaveCount(0);
  await expect(page.getByTitle(/ – /)).toContainText(daily.to.slice(0, 4));
  const eur = daily.totals.find((total: { currency_code: string }) => total.currency_code === 'EUR');
  await expect(reports.rows('EUR')).toHaveCount(
    daily.rows.filter((row: { currency_code: string }) => row.currency_code === 'EUR').length,
  );
  for (const column of ['net', 'fees', 'settled'])
    expect(text((await reports.total('EUR', column).textContent()) ?? '')).toBe(
      text(euros(eur[column], 'nl-NL')),
    );
  await expect(page.getByRole('img', { name: 'Afgerekend per dag (EUR)' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await reports.makeFile('CSV downloaden', 'Verwerkt');
  await expect(page.getByRole('button', { name: /opslaan$/ })).toBeVisible();

  const settlements = await reports.open('/report/settlement', 'financialreport/settlement');
  const eurSettlements = settlements.totals.find(
    (total: { currency_code: string }) => total.currency_code === 'EUR',
  );
  await expect(reports.rows('EUR')).toHaveCount(eurSettlements.settlements);
  expect(text((await reports.total('EUR', 'net').textContent()) ?? '')).toBe(
    text(euros(eurSettlements.net, 'nl-NL')),
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('provider reports: the daily|monthly switch on one screen and every merchant’s settlements (Dutch); axe', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The provider's admin works in Dutch too.
  await LoginPage.as(page, DEMO_USERS.pspAdmin);
  const reports = new FinancialReports(page);
  const daily = await reports.open('/psp/reports/daily', 'financialreport/merchants');
  expect(daily.category).toBe('daily');
  const eurDays = daily.rows.filter((row: { currency_code: string }) => row.currency_code === 'EUR');
  await expect(reports.rows('EUR')).toHaveCount(eurDays.length);

  const monthlyAnswer = page.waitForResponse(
    (response) =>
      response.url().includes('/api/financialreport/merchants') && response.url().includes('monthly'),
  );
  await page.getByText('Per maand').click();
  await expect(page).toHaveURL(/\/psp\/reports\/monthly/);
  const monthly = await (await monthlyAnswer).json();
  const eurMonths = monthly.rows.filter((row: { currency_code: string }) => row.currency_code === 'EUR');
  await expect(reports.rows('EUR')).toHaveCount(eurMonths.length);
  const margin = monthly.totals.find(
    (total: { currency_code: string }) => total.currency_code === 'EUR',
  ).margin;
  expect(text((await reports.total('EUR', 'margin').textContent()) ?? '')).toBe(text(euros(margin, 'nl-NL')));
  expect(await seriousViolations(page)).toEqual([]);

  const settlements = await reports.open('/psp/reports/settlement', 'financialreport/settlements');
  const merchants = new Set(
    settlements.rows.map((row: { organisation: { name: string } }) => row.organisation.name),
  );
  expect(merchants.size).toBeGreaterThan(1);
  const eur = settlements.rows.filter((row: { currency_code: string }) => row.currency_code === 'EUR');
  await expect(reports.rows('EUR')).toHaveCount(eur.length);
  await expect(reports.table('EUR')).toContainText(eur[0].organisation.name);
  expect(await seriousViolations(page)).toEqual([]);
});
