import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { uniqueSuffix } from '../pages/clock';
import { DEMO_USERS } from '../pages/demoUsers';
import { ListScreen } from '../pages/ListScreen';
import { LoginPage } from '../pages/LoginPage';
import { listOrganisations } from '../pages/merchants';

/** Submits the open create or edit form and waits for the panel's answer. */
async function submit(screen: ListScreen, label: 'Aanmaken' | 'Opslaan') {
  await screen.panel.getByRole('button', { name: label, exact: true }).click();
}

async function axeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test.describe('provider finance forms (issue 15)', () => {
  test('a PSP finance user sets up schedules, packages, settlement profiles and one-offs: a broken rule is a clear field error, a valid form makes the row, an edit changes only its field (Dutch); axe', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const stamp = uniqueSuffix();
    await LoginPage.as(page, DEMO_USERS.pspAdmin);

    // Settlement schedules: a monthly schedule needs its day of the month.
    const schedules = new ListScreen(page, '/psp/finance/settlement-schedules');
    await schedules.goto();
    await schedules.openCreate('Nieuw schema');
    await schedules.field('Naam').fill(`E2E maandelijks ${stamp}`);
    await schedules.choose('Frequentie', 'Maandelijks');
    await schedules.field('Dag van de maand').fill('15');
    await submit(schedules, 'Aanmaken');
    // A monthly schedule names no weekday (the domain's cross-field rule, under the field).
    await schedules.expectFieldError('Weekdag', /Alleen een wekelijks schema heeft een weekdag/);
    await axeClean(page);
    await schedules.field('Weekdag').locator('xpath=..').locator('button').click();
    await submit(schedules, 'Aanmaken');
    await expect(schedules.row(`E2E maandelijks ${stamp}`)).toHaveCount(1);
    await schedules.open(`E2E maandelijks ${stamp}`);
    await schedules.panelButton('Bewerken');
    await schedules.field('Uur (UTC)').fill('7');
    await submit(schedules, 'Opslaan');
    const schedule = schedules.row(`E2E maandelijks ${stamp}`);
    await expect(schedule).toContainText('Maandelijks');
    await expect(schedule).toContainText('15');
    await expect(schedule.locator('td').filter({ hasText: /^7$/ })).toHaveCount(1);
    // Run now, from the schedule's panel: the run is in its history, started by hand (issue 29).
    await expect(schedules.panel.getByText('Dit schema heeft nog niet gedraaid.')).toBeVisible();
    await schedules.panelButton('Nu afrekenen');
    await schedules.confirm('Nu afrekenen');
    await expect(schedules.panel.getByTestId('settlement-schedule-runs')).toContainText('Handmatig');
    await axeClean(page);
    await page.keyboard.press('Escape');

    // Packages: the revenue scheme is required.
    const packages = new ListScreen(page, '/psp/finance/packages');
    await packages.goto();
    await packages.openCreate('Nieuw pakket');
    await packages.field('Naam').fill(`E2E pakket ${stamp}`);
    await submit(packages, 'Aanmaken');
    await packages.expectFieldError('Opbrengstschema', /Dit veld is verplicht/);
    await packages.choose('Opbrengstschema');
    await submit(packages, 'Aanmaken');
    await expect(packages.row(`E2E pakket ${stamp}`)).toHaveCount(1);
    await axeClean(page);

    // A merchant's settlement profiles and one-offs, in its scope.
    const [bakery] = await listOrganisations(page.request, 'name=Bakkerij De Gouden Korst');
    const base = `/psp/merchants/${bakery!.id}/finance`;
    const profiles = new ListScreen(page, `${base}/settlement-profiles`);
    await profiles.goto();
    await profiles.openCreate('Nieuw uitbetalingsprofiel');
    await profiles.field('Naam').fill(`E2E profiel ${stamp}`);
    await profiles.choose('Bankrekening');
    await profiles.choose('Schema', 'Weekly on Monday, 06:00 UTC');
    await profiles.field('Vertraging (dagen)').fill('120');
    // The bakery has an active EUR profile already: this one starts inactive.
    await profiles.field('Actief').uncheck();
    await submit(profiles, 'Aanmaken');
    await profiles.expectFieldError('Vertraging (dagen)', /Mag hoogstens 90 zijn/);
    await profiles.field('Vertraging (dagen)').fill('3');
    await submit(profiles, 'Aanmaken');
    await expect(profiles.row(`E2E profiel ${stamp}`)).toHaveCount(1);
    await axeClean(page);

    const oneOffs = new ListScreen(page, `${base}/one-offs`);
    await oneOffs.goto();
    await oneOffs.openCreate('Nieuwe eenmalige post');
    await oneOffs.choose('Soort', 'Bijschrijving');
    await oneOffs.field('Omschrijving').fill(`E2E coulance ${stamp}`);
    await oneOffs.field('Bedrag').fill('0');
    await submit(oneOffs, 'Aanmaken');
    await oneOffs.expectFieldError('Bedrag', /Moet minstens 1 zijn/);
    // Typed in euros, as the currency says; kept in cents.
    await oneOffs.field('Bedrag').fill('12,50');
    await submit(oneOffs, 'Aanmaken');
    await expect(oneOffs.row(`E2E coulance ${stamp}`)).toHaveCount(1);
    await oneOffs.open(`E2E coulance ${stamp}`);
    await oneOffs.panelButton('Bewerken');
    await oneOffs.field('Omschrijving').fill(`E2E coulance aangepast ${stamp}`);
    await submit(oneOffs, 'Opslaan');
    const edited = oneOffs.row(`E2E coulance aangepast ${stamp}`);
    await expect(edited).toHaveCount(1);
    await expect(edited).toContainText('12,50');
    await expect(edited).toContainText('Bijschrijving');
    await axeClean(page);
  });
});
