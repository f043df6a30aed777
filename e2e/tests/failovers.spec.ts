import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { DEMO_USERS } from '../pages/demoUsers';
import { atelierNoordId } from '../pages/engine';
import { ListScreen } from '../pages/ListScreen';
import { LoginPage } from '../pages/LoginPage';

type Failover = { id: string; payment_product: string; processors: string[] };
type Processor = { id: string; name: string };

test('failover: the card list reordered with the keyboard and saved; axe', async ({ page }) => {
  await LoginPage.as(page, DEMO_USERS.super);
  const merchant = await atelierNoordId(page);
  const headers = { 'X-Organisation': merchant };
  const read = async () =>
    (
      (await (await page.request.get('/api/failover?payment_product=card', { headers })).json()) as Failover[]
    )[0]!;
  const before = await read();
  const names = new Map(
    (
      (await (
        await page.request.get('/api/processor?payment_product=card', { headers })
      ).json()) as Processor[]
    ).map((processor) => [processor.id, processor.name]),
  );
  const [first, second] = before.processors.map((id) => names.get(id)!);

  const failovers = new ListScreen(page, `/psp/merchants/${merchant}/failovers`);
  await failovers.goto();
  await expect(failovers.row('Card')).toContainText(`${first} → ${second}`);
  expect(await seriousViolations(page)).toEqual([]);

  await failovers.open('Card');
  await failovers.panelButton('Edit');
  // Only this method's processors can be added; the iDEAL one is not offered.
  await expect(failovers.panel.getByRole('option', { name: 'iDEAL via Mollie' })).toHaveCount(0);
  const up = failovers.panel.getByRole('button', { name: `Move ${second} up` });
  await up.focus();
  await page.keyboard.press('Enter');
  // The moved item keeps the focus: now first, its own 'down' button.
  await expect(failovers.panel.getByRole('button', { name: `Move ${second} down` })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await failovers.panelButton('Save');
  await expect(failovers.panel.getByText(`${second} → ${first}`)).toBeVisible();
  expect((await read()).processors).toEqual([...before.processors].reverse());

  // Back as it was, so a rerun starts alike.
  await failovers.panelButton('Edit');
  await failovers.panel.getByRole('button', { name: `Move ${first} up` }).click();
  await failovers.panelButton('Save');
  await expect(failovers.panel.getByText(`${first} → ${second}`)).toBeVisible();
  expect((await read()).processors).toEqual(before.processors);
});
