import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { uniqueSuffix } from '../pages/clock';
import { DEMO_USERS } from '../pages/demoUsers';
import { atelierNoordId, inDutch } from '../pages/engine';
import { ListScreen } from '../pages/ListScreen';
import { LoginPage } from '../pages/LoginPage';

test('middleware (Dutch): create, edit and delete one inside a merchant; axe', async ({ page }) => {
  await LoginPage.as(page, DEMO_USERS.super);
  const merchant = await atelierNoordId(page);
  await inDutch(page);
  const middlewares = new ListScreen(page, `/psp/merchants/${merchant}/middlewares`);
  await middlewares.goto();
  expect(await seriousViolations(page)).toEqual([]);

  const name = `Fraudecheck ${uniqueSuffix()}`;
  await middlewares.openCreate('Middleware toevoegen');
  await middlewares.field('Naam').fill(name);
  await middlewares.field('Type').click();
  await page.getByRole('option', { name: 'Fraudescreening' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await middlewares.panelButton('Aanmaken');
  await expect(middlewares.panel).toBeHidden();
  await expect(middlewares.row(name)).toContainText('Fraudescreening');
  await expect(middlewares.row(name)).toContainText('Actief');

  await middlewares.open(name);
  await middlewares.panelButton('Bewerken');
  await middlewares.field('Type').click();
  await page.getByRole('option', { name: 'Valutaconversie' }).click();
  await middlewares.field('Actief').uncheck();
  await middlewares.panelButton('Opslaan');
  await expect(middlewares.panel.getByText('Valutaconversie')).toBeVisible();
  await expect(middlewares.panel.getByText('Inactief')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await middlewares.panelButton('Verwijderen');
  await middlewares.confirm('Verwijderen');
  await expect(middlewares.row(name)).toHaveCount(0);
});
