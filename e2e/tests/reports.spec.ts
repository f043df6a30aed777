import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { uniqueSuffix } from '../pages/clock';
import { DEMO_USERS } from '../pages/demoUsers';
import { ListScreen } from '../pages/ListScreen';
import { LoginPage } from '../pages/LoginPage';
import { listOrganisations } from '../pages/merchants';
import { ReportsPage } from '../pages/ReportsPage';

test('transaction reports: made from the list’s filters, generated to PROCESSED, downloaded and cloned (Dutch); axe', async ({
  page,
}) => {
  // Finance of De Gouden Korst works in Dutch.
  await LoginPage.as(page, DEMO_USERS.finance);
  const reports = new ReportsPage(page, '/reports/transactions');
  await reports.goto();
  await expect(reports.rows.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const name = `Kaartbetalingen ${uniqueSuffix()}`;
  await reports.openCreate('Rapport maken');
  await reports.field('Naam').fill(name);
  // Issue 29: Escape in the date picker closes the picker, not the panel with what was typed.
  await reports.panel.getByRole('button', { name: 'Aangemaakt' }).click();
  const picker = page.getByRole('dialog', { name: 'Aangemaakt' });
  await expect(picker.getByRole('button', { name: 'Vandaag' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(reports.field('Naam')).toHaveValue(name);
  await reports.panel.getByRole('radio', { name: 'Excel-werkmap (XLSX)' }).check();
  await reports.panel.getByRole('radio', { name: 'CSV (UTF-8, kommagescheiden)' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await reports.panelButton('Rapport genereren');
  await expect(reports.panel).toBeHidden();
  // The list asks again by itself until the job has written the file.
  await expect(reports.row(name)).toContainText('Verwerkt', { timeout: 30_000 });

  const download = page.waitForEvent('download');
  await reports.action(`${name} downloaden`).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${name}.csv`);
  const lines = readFileSync((await file.path())!, 'utf8').split('\r\n');
  expect(lines[0]).toBe(
    '\ufeffid,created_at,merchant_reference,amount,currency_code,status,payment_product,country_code',
  );

  await reports.action(`${name} klonen`).click();
  await expect(reports.field('Naam')).toHaveValue(`Kopie van ${name}`);
  await reports.panelButton('Rapport genereren');
  await expect(reports.row(`Kopie van ${name}`)).toContainText('Verwerkt', { timeout: 30_000 });

  // Detail info: filters, columns, format, size and duration.
  await reports.open(`Kopie van ${name}`);
  await expect(reports.panel.getByText('CSV (UTF-8, kommagescheiden)')).toBeVisible();
  await expect(reports.panel.getByText('Gemaakt door')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('download page: the _download=true link of a scheduled report’s mail downloads it, with the way back', async ({
  page,
}) => {
  await LoginPage.as(page, DEMO_USERS.finance);
  const [report] = (await (await page.request.get('/api/report?status=PROCESSED&_limit=1')).json()) as {
    id: string;
    name: string;
  }[];
  const download = page.waitForEvent('download');
  await page.goto(`/?_download=true&id=${report!.id}`);
  await expect(page).toHaveURL(new RegExp(`/reports/transactions/${report!.id}/download$`));
  await expect(page.getByText('Rapport downloaden...')).toBeVisible();
  expect((await download).suggestedFilename()).toBe(`${report!.name}.csv`);
  await page.getByRole('link', { name: 'Klik hier om terug te gaan naar het rapportoverzicht.' }).click();
  await expect(page).toHaveURL(/\/reports\/transactions$/);
});

test('report schedules: created with its next run, paused, or of a financial report; a provider user in an empty merchant sees "No reports generated"; axe', async ({
  page,
}) => {
  await LoginPage.as(page, DEMO_USERS.super);
  const [merchant] = await listOrganisations(page.request, 'name=Atelier%20Noord');
  const schedules = new ListScreen(page, `/psp/merchants/${merchant!.id}/reports/schedules`);
  await schedules.goto();
  const name = `Monthly for the accountant ${uniqueSuffix()}`;
  await schedules.openCreate('Add schedule');
  await schedules.field('Name').fill(name);
  await schedules.field('Frequency').selectOption('Weekly');
  await expect(schedules.panel.getByText('Every Monday, for the week before')).toBeVisible();
  await schedules.field('Recipients').fill('accountant@example.com');
  await schedules.field('Recipients').press('Enter');
  expect(await seriousViolations(page)).toEqual([]);
  await schedules.panelButton('Create');
  await expect(schedules.row(name)).toContainText('Weekly');
  await schedules.open(name);
  await schedules.panelButton('Pause');
  await expect(schedules.panel.getByRole('button', { name: 'Resume' })).toBeVisible();

  // A financial report on a schedule: its own file, so no filters or columns to choose.
  await schedules.goto();
  const daily = `Bookkeeper ${uniqueSuffix()}`;
  await schedules.openCreate('Add schedule');
  await schedules.field('Name').fill(daily);
  const filters = schedules.panel.getByRole('group', { name: 'Filters' });
  await expect(filters).toBeVisible();
  await schedules.field('Report').selectOption('Daily report');
  await expect(filters).toHaveCount(0);
  await schedules.field('Frequency').selectOption('Weekly');
  await schedules.panelButton('Create');
  await expect(schedules.row(daily)).toContainText('Daily report');

  // A merchant that never made a report.
  const [empty] = await listOrganisations(page.request, 'name=Hollandse%20Bloemen%20Online');
  const reports = new ReportsPage(page, `/psp/merchants/${empty!.id}/reports/transactions`);
  await reports.goto();
  await expect(page.getByText('No reports generated')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
