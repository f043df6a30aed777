// biome-ignore-all lint/suspicious/noThenProperty: the spec's routing trees name their branches if/then/else.
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { DEMO_PASSWORD, DEMO_USERS } from '../pages/demoUsers';
import { routableProcessor } from '../pages/engine';
import { ListScreen } from '../pages/ListScreen';
import { LoginPage } from '../pages/LoginPage';
import { makePayment, uniqueReference } from '../pages/payments';

interface Version {
  version: number;
  rolled_back_from: number | null;
  author: { kind: string; name: string | null };
}

/**
 * Versions as a merchant lives them: a fraud rule saved twice, a payment it blocks names version 2 on
 * its decision (in Dutch), and a rollback to version 1 is version 3 in the history. The editors' screens
 * (helpers "rulesets" and "routing") show the history and the rollback dialog; this test holds the
 * trace and the API the components read.
 */
test('a payment names the ruleset version that blocked it; a rollback is a new version', async ({
  page,
  request,
}) => {
  const reference = uniqueReference('versions');
  const name = `Versies ${reference}`;
  const amount = 13_579;
  expect(
    (
      await request.post('/api/auth/login', { data: { username: DEMO_USERS.owner, password: DEMO_PASSWORD } })
    ).status(),
  ).toBe(200);
  const created = await request.post('/api/validationruleset', {
    data: { name, action: 'block', rules: [{ name: 'amount', operator: '>=', value: String(amount) }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  try {
    const saved = await request.put(`/api/validationruleset/${id}`, {
      data: { rules: [{ name: 'amount', operator: '==', value: String(amount) }] },
    });
    expect(((await saved.json()) as { version: number }).version).toBe(2);

    const payment = await makePayment(request, DEMO_USERS.owner, { reference, amount });
    expect(payment.status).toBe('FAILED');

    await LoginPage.as(page, DEMO_USERS.owner);
    const list = new ListScreen(page, `/transactions?merchant_reference=${reference}`);
    await list.goto();
    await list.open(reference);
    await list.panel.getByRole('tab', { name: 'Beslissing' }).click();
    const rulesets = list.panel.getByRole('region', { name: 'Regelsets' });
    const title = rulesets.getByText(name, { exact: true }).first();
    await expect(title.locator('xpath=following-sibling::*[1]')).toHaveText('versie 2');
    expect(await seriousViolations(page)).toEqual([]);

    const rolled = await request.post(`/api/validationruleset/${id}/rollback`, { data: { version: 1 } });
    expect(rolled.status(), await rolled.text()).toBe(200);
    const versions = (await (await request.get(`/api/validationruleset/${id}/versions`)).json()) as Version[];
    expect(versions.map((version) => [version.version, version.rolled_back_from])).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
    expect(versions[0]!.author).toMatchObject({ kind: 'user', name: 'Marieke van den Berg' });
  } finally {
    await request.delete(`/api/validationruleset/${id}`);
  }
});

test('the routing editor shows its versions, the changes between two, and rolls back (Dutch)', async ({
  page,
  request,
}) => {
  await request.post('/api/auth/login', { data: { username: DEMO_USERS.owner, password: DEMO_PASSWORD } });
  // A processor on one of the owner's own payment profiles: a tree ending nowhere is refused.
  const processor = await routableProcessor(request);
  const tree = (value: string) => ({
    if: [{ name: 'amount', operator: '>', value }],
    then: processor,
    else: processor,
  });
  const name = `Versies ${uniqueReference('routing')}`;
  const created = await request.post('/api/routing', {
    data: { name, payment_product: 'card', details: tree('100') },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  try {
    const updated = await request.put(`/api/routing/${id}`, { data: { details: tree('5000') } });
    expect(updated.status(), await updated.text()).toBe(200);
    await LoginPage.as(page, DEMO_USERS.owner);
    await page.goto(`/intelligent-routing/${id}`);
    const versions = page.getByRole('region', { name: 'Versies' });
    await expect(versions).toBeVisible();
    const history = versions.getByRole('table', { name: 'Alle opgeslagen versies, nieuwste eerst' });
    await expect(history.locator('tbody tr')).toHaveCount(2);
    const changes = versions.getByRole('table', { name: 'Wijzigingen van versie 1 naar versie 2' });
    await expect(
      changes.getByRole('row', { name: /Voorwaarde 1 › Waarde.*Gewijzigd.*100.*5000/ }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await versions.getByRole('button', { name: 'Terugzetten naar versie 1' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'versie 1' });
    await dialog.getByRole('button', { name: 'Terugzetten' }).click();
    await expect(page.getByText('Teruggezet naar versie 1').first()).toBeVisible();
    await expect(history.locator('tbody tr')).toHaveCount(3);
    await expect(history.locator('tbody tr').first()).toContainText('Teruggezet naar versie 1');
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await request.delete(`/api/routing/${id}`);
  }
});
