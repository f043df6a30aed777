// biome-ignore-all lint/suspicious/noThenProperty: the spec's routing trees name their branches if/then/else.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { DEMO_USERS } from '../pages/demoUsers';
import { atelierNoordId, inDutch, inEnglish } from '../pages/engine';
import { logInAsInvitedUser } from '../pages/invitedUser';
import { LoginPage } from '../pages/LoginPage';
import { makePayment, uniqueReference } from '../pages/payments';
import { RoutingEditorPage } from '../pages/RoutingEditorPage';

// Atelier Noord takes cards by Adyen and by Stripe: a tree can send payments to either.
const OWNER = DEMO_USERS.sibling;
const ADYEN = 'Cards via Adyen';
const STRIPE = 'Cards via Stripe';

interface Named {
  id: string;
  name: string;
}

async function cardProcessors(request: APIRequestContext): Promise<Record<string, string>> {
  const rows = (await (await request.get('/api/processor?payment_product=card')).json()) as Named[];
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

/** A saved routing through the API: by default amount > 1000 EUR to Stripe, else Adyen. */
async function savedRouting(request: APIRequestContext, name: string, details?: object): Promise<Named> {
  const processors = await cardProcessors(request);
  const created = await request.post('/api/routing', {
    data: {
      name,
      payment_product: 'card',
      details: details ?? {
        if: [{ name: 'amount', operator: '>', value: '100000' }],
        then: processors[STRIPE],
        else: processors[ADYEN],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Named;
}

/**
 * The tree of a realistic routing, three levels deep: large amounts to Stripe; other Visa cards split
 * 50/50 by random between Adyen and Stripe; other cards to Adyen.
 */
async function buildTree(editor: RoutingEditorPage) {
  // Typed in euros (1,000.00); the tree keeps minor units, as the API does.
  await editor.condition('Top node', 1, { rule: 'Amount', operator: 'is greater than', value: '1000' });
  await editor.endpoint('Then', STRIPE);
  await editor.addCondition('Else');
  await editor.condition('Else', 1, { rule: 'Card brand', operator: 'equals', value: 'visa', select: true });
  await editor.endpoint('Else → else', ADYEN);
  await editor.addCondition('Else → then');
  await editor.condition('Else → then', 1, { rule: 'Random (%)', operator: 'is less than', value: '50' });
  await editor.endpoint('Else → then → then', ADYEN);
  await editor.endpoint('Else → then → else', STRIPE);
}

async function decisionOf(page: Page, id: string) {
  const payment = (await (await page.request.get(`/api/transaction/${id}`)).json()) as {
    processor: string | null;
    decision: { routing: { routing: string | null; processor: string | null; path: { branch: string }[] } };
  };
  return payment.decision.routing;
}

test('routing: a three-level tree with a random split is built, simulated and saved, and payments through /v1 follow it', async ({
  page,
  playwright,
}) => {
  await LoginPage.as(page, OWNER);
  await inEnglish(page);
  const processors = await cardProcessors(page.request);
  const editor = new RoutingEditorPage(page);
  await editor.gotoNew();
  await expect(page.getByText('Select a payment product first')).toBeVisible();
  await editor.choose('Payment method', 'Card');
  // 002 §4: a new routing starts with amount and !=, and its first condition cannot be removed.
  await expect(editor.field('Top node: condition 1 name')).toHaveValue('Amount');
  await expect(editor.field('Top node: condition 1 operator')).toHaveValue('does not equal');
  await expect(editor.button(/Remove Top node: condition 1/)).toHaveCount(0);

  // 002 §5: every part is required, each error on its own node.
  await editor.button('Save').click();
  await expect(editor.field('Name')).toHaveAccessibleDescription(/This field is required/);
  await expect(editor.field('Top node: condition 1 value')).toHaveAccessibleDescription(
    /This field is required/,
  );
  await expect(editor.field('Then: processor')).toHaveAccessibleDescription(/This field is required/);

  const name = uniqueReference('Split cards');
  await editor.field('Name').fill(name);
  await buildTree(editor);
  expect(await seriousViolations(page)).toEqual([]);

  // Simulate a 25 EUR Visa payment: the path lights up (top node else, Visa then) down to a processor.
  await page.getByLabel('Amount', { exact: true }).fill('25');
  await editor.button('Simulate').click();
  await expect(page.getByRole('status', { name: 'Simulation result' })).toContainText(
    /would be routed to Cards via/,
  );
  await expect(editor.node('Top node')).toHaveAttribute('data-lit', 'true');
  await expect(editor.node('Else')).toHaveAttribute('data-lit', 'true');
  await expect(editor.node('Else → then')).toHaveAttribute('data-lit', 'true');
  await expect(editor.node('Top node').getByText('Payment had: €25.00').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await editor.button('Save').click();
  await expect(page).toHaveURL(/intelligent-routing\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  // Saved: the tree shows read-only until Edit.
  await expect(editor.button('Edit')).toBeVisible();
  await expect(editor.field('Then: processor')).toHaveCount(0);
  await expect(page.getByLabel(`Then: processor ${STRIPE}`)).toBeVisible();

  // The payment profile routes cards by it; payments made through /v1 now follow the tree.
  const [profile] = (await (await page.request.get('/api/paymentprofile')).json()) as {
    id: string;
    routing: Record<string, string>;
    intelligent_routing: boolean;
  }[];
  const linked = await page.request.post(`/api/paymentprofile/${profile!.id}`, {
    data: { intelligent_routing: true, routing: { ...profile!.routing, card: id } },
  });
  expect(linked.status(), await linked.text()).toBe(200);
  const api = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const large = await makePayment(api, OWNER, {
      reference: uniqueReference('route-large'),
      amount: 150_000,
    });
    expect(await decisionOf(page, large.id)).toMatchObject({
      routing: id,
      processor: processors[STRIPE],
      path: [{ branch: 'then' }],
    });
    const small = await makePayment(api, OWNER, { reference: uniqueReference('route-split'), amount: 2_500 });
    const split = await decisionOf(page, small.id);
    expect(split.path.map((step) => step.branch).slice(0, 2)).toEqual(['else', 'then']);
    expect(split.processor).toBe(split.path[2]!.branch === 'then' ? processors[ADYEN] : processors[STRIPE]);
    // The list counts the payments each routing routed.
    await expect(async () => {
      await page.goto('/intelligent-routing');
      await page.getByRole('button', { name: `${name} - Card` }).click();
      await expect(
        page
          .getByRole('region', { name: `${name} - Card` })
          .getByText('Routed 2 payments in the last 24 hours'),
      ).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  } finally {
    await page.request.post(`/api/paymentprofile/${profile!.id}`, {
      data: { intelligent_routing: profile!.intelligent_routing, routing: profile!.routing },
    });
    await page.request.delete(`/api/routing/${id}`);
    await api.dispose();
  }
});

test('routing editor: a condition is built with the keyboard only; undo asks first; a new product starts the tree over', async ({
  page,
}) => {
  await LoginPage.as(page, OWNER);
  await inEnglish(page);
  const editor = new RoutingEditorPage(page);
  await editor.gotoNew();
  await editor.choose('Payment method', 'Card');
  await editor.field('Top node: condition 1 name').focus();
  // Name → operator → value → remove/add, each reached with Tab and chosen with the arrow keys.
  await page.keyboard.press('Tab');
  await expect(editor.field('Top node: condition 1 operator')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(editor.field('Top node: condition 1 operator')).toHaveValue('is greater than');
  await page.keyboard.press('Tab');
  await expect(editor.field('Top node: condition 1 value')).toBeFocused();
  await page.keyboard.type('5000');
  await page.keyboard.press('Tab');
  await expect(editor.button('Top node: add a condition')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editor.field('Top node: condition 2 name')).toBeVisible();
  await editor.field('Top node: condition 2 name').focus();
  await page.keyboard.type('Recurring');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(editor.field('Top node: condition 2 name')).toHaveValue('Recurring');
  await expect(editor.field('Top node: condition 2 value')).toBeDisabled();
  await page.keyboard.press('Tab');
  await expect(editor.field('Top node: condition 2 operator')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(editor.field('Top node: condition 2 operator')).toHaveValue('equals');
  // 002 §4: a new rule name resets its operator and value.
  await editor.choose('Top node: condition 1 name', 'Card BIN');
  await expect(editor.field('Top node: condition 1 operator')).toHaveValue('');
  await expect(editor.field('Top node: condition 1 value')).toHaveValue('');

  await editor.addCondition('Else');
  await expect(editor.node('Else')).toBeVisible();
  await editor.button('Undo').click();
  await expect(page.getByText('Are you sure you want to undo the changes to this routing?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Select a payment product first')).toBeVisible();

  // 002 §4: another payment product starts the tree over.
  await editor.choose('Payment method', 'Card');
  await editor.addCondition('Else');
  await editor.choose('Payment method', 'iDEAL');
  await expect(editor.node('Else')).toHaveCount(0);
  await expect(editor.field('Top node: condition 1 name')).toHaveValue('Amount');
});

test('routing list: cards with processors, edit and delete; ROUTING_LIST only sees none of them, nor the editor; Dutch and axe', async ({
  page,
}) => {
  await LoginPage.as(page, OWNER);
  await inEnglish(page);
  const routing = await savedRouting(page.request, uniqueReference('Large to Stripe'));
  const processors = await cardProcessors(page.request);
  try {
    await page.goto('/intelligent-routing');
    const card = page.getByRole('button', { name: `${routing.name} - Card` });
    await card.click();
    // Processors are named; links to the processors screen are for users who may open it.
    const panel = page.getByRole('region', { name: `${routing.name} - Card` });
    await expect(panel.getByText(STRIPE).first()).toBeVisible();
    await expect(panel.getByRole('link', { name: STRIPE })).toHaveCount(0);
    await expect(page.getByRole('link', { name: `Edit the routing ${routing.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete the routing ${routing.name}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New routing' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: `Edit the routing ${routing.name}` }).click();
    await expect(page.getByRole('heading', { name: `Routing ${routing.name}` })).toBeVisible();
    await expect(new RoutingEditorPage(page).field('Payment method')).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);

    await inDutch(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Voorwaarden & regels' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ongedaan maken' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await LoginPage.as(page, DEMO_USERS.super);
    await inEnglish(page);
    await page.goto(`/psp/merchants/${await atelierNoordId(page)}/intelligent-routing`);
    await page.getByRole('button', { name: `${routing.name} - Card` }).click();
    await panel.getByRole('link', { name: STRIPE }).click();
    await expect(page).toHaveURL(/processors\?_open=/);

    await LoginPage.as(page, OWNER);
    await logInAsInvitedUser(page, ['ROUTING_LIST']);
    await page.goto('/intelligent-routing');
    await page.getByRole('button', { name: `${routing.name} - Card` }).click();
    // Without the role to list processors, they are named by their ids.
    await expect(panel.getByText(processors[STRIPE]!).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Edit the routing/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Delete the routing/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'New routing' })).toHaveCount(0);
    await page.goto(`/intelligent-routing/${routing.id}`);
    await expect(page).not.toHaveURL(/intelligent-routing\//);
    await page.goto('/intelligent-routing/new');
    await expect(page).not.toHaveURL(/intelligent-routing\/new/);
  } finally {
    await LoginPage.as(page, OWNER);
    await page.request.delete(`/api/routing/${routing.id}`);
  }
});

test('routing list: delete asks first and the card is gone', async ({ page }) => {
  await LoginPage.as(page, OWNER);
  await inEnglish(page);
  const routing = await savedRouting(page.request, uniqueReference('To delete'));
  await page.goto('/intelligent-routing');
  await page.getByRole('button', { name: `${routing.name} - Card` }).click();
  await page.getByRole('button', { name: `Delete the routing ${routing.name}` }).click();
  await expect(page.getByText(`Delete the routing '${routing.name}'?`)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: `${routing.name} - Card` })).toHaveCount(0);
});

test('routing editor: a change is backtested before it is saved, saved as version 2, and rolled back to version 1', async ({
  page,
}) => {
  await LoginPage.as(page, OWNER);
  await inEnglish(page);
  const routing = await savedRouting(page.request, uniqueReference('Backtested'));
  const processors = await cardProcessors(page.request);
  const editor = new RoutingEditorPage(page);
  try {
    await page.goto(`/intelligent-routing/${routing.id}`);
    await editor.button('Edit').click();
    // Large amounts go to Adyen too: the backtest shows, before saving, the payments that would move.
    await editor.endpoint('Then', ADYEN);
    const backtest = page.getByRole('region', { name: 'Backtest' });
    await backtest.getByRole('button', { name: 'Run backtest' }).click();
    await expect(backtest.getByText('Decided differently than the saved version')).toBeVisible({
      timeout: 30_000,
    });
    expect(await seriousViolations(page)).toEqual([]);

    await editor.button('Save').click();
    await expect(editor.button('Edit')).toBeVisible();
    await expect(page.getByLabel(`Then: processor ${ADYEN}`)).toBeVisible();
    await page.getByRole('button', { name: 'Roll back to version 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Roll back' }).click();
    await expect(page.getByLabel(`Then: processor ${STRIPE}`)).toBeVisible();
    const stored = (await (await page.request.get(`/api/routing/${routing.id}`)).json()) as {
      version: number;
      details: { then: string };
    };
    expect(stored).toMatchObject({ version: 3, details: { then: processors[STRIPE] } });
  } finally {
    await page.request.delete(`/api/routing/${routing.id}`);
  }
});

test('routing list: no routes yet, and a single routing shows expanded', async ({ page }) => {
  await LoginPage.as(page, DEMO_USERS.shop);
  await inEnglish(page);
  await page.goto('/intelligent-routing');
  await expect(page.getByText('No routes yet')).toBeVisible();
  const [processor] = Object.values(await cardProcessors(page.request));
  const only = await savedRouting(page.request, uniqueReference('Only route'), {
    if: [{ name: 'recurring', operator: '==', value: 'true' }],
    then: processor,
    else: processor,
  });
  try {
    await page.reload();
    await expect(page.getByRole('button', { name: `${only.name} - Card` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('region', { name: 'Node: Top node', exact: true })).toBeVisible();
  } finally {
    await page.request.delete(`/api/routing/${only.id}`);
  }
});

test('routing editor: a tree of 30 nodes reads by path, collapses per node, and passes axe', async ({
  page,
}) => {
  await LoginPage.as(page, OWNER);
  await inEnglish(page);
  const processors = await cardProcessors(page.request);
  // A chain of 30 nodes: each sends amounts above its threshold to one processor, the rest further down.
  const chain = (level: number): object => ({
    if: [{ name: 'amount', operator: '>', value: String((30 - level) * 1000) }],
    then: level % 2 ? processors[STRIPE] : processors[ADYEN],
    else: level === 29 ? processors[ADYEN] : chain(level + 1),
  });
  const routing = await savedRouting(page.request, uniqueReference('Thirty'), chain(0));
  const editor = new RoutingEditorPage(page);
  try {
    await page.goto(`/intelligent-routing/${routing.id}`);
    await expect(page.getByRole('region', { name: /^Node: / })).toHaveCount(30);
    await expect(editor.node('Else → else → else')).toContainText('is greater than');
    expect(await seriousViolations(page)).toEqual([]);
    await editor.button('Else: hide the node').click();
    await expect(page.getByRole('region', { name: /^Node: / })).toHaveCount(2);
    await expect(editor.node('Else')).toContainText('1 condition(s), 28 node(s) below');
    await editor.button('Else: show the node').click();
    await expect(page.getByRole('region', { name: /^Node: / })).toHaveCount(30);
  } finally {
    await page.request.delete(`/api/routing/${routing.id}`);
  }
});

test('routing editor: a node is replaced by a processor, a node is reset, and a condition below the top is removed (002 §4)', async ({
  page,
}) => {
  await LoginPage.as(page, OWNER);
  await inEnglish(page);
  const editor = new RoutingEditorPage(page);
  await editor.gotoNew();
  await editor.choose('Payment method', 'Card');
  await editor.addCondition('Then');
  await editor.condition('Then', 1, { rule: 'Recurring', operator: 'equals', value: 'Yes', select: true });
  await editor.addCondition('Then → else');
  await editor.button('Then: replace the node with a processor').click();
  await expect(editor.node('Then')).toHaveCount(0);
  await expect(editor.field('Then: processor')).toHaveValue('');

  await editor.addCondition('Else');
  await editor.addCondition('Else');
  await expect(editor.field('Else: condition 2 name')).toBeVisible();
  await editor.button('Remove Else: condition 2').click();
  await expect(editor.field('Else: condition 2 name')).toHaveCount(0);
  await editor.condition('Else', 1, {
    rule: 'Country',
    operator: 'equals',
    value: 'Netherlands (NL)',
    select: true,
  });
  await editor.addCondition('Else → then');
  await editor.button('Else: reset the node').click();
  await expect(editor.field('Else: condition 1 name')).toHaveValue('');
  await expect(editor.node('Else → then')).toHaveCount(0);
  await editor.condition('Top node', 1, { rule: 'Amount', operator: 'is at least', value: '500' });
  await editor.button('Top node: reset the node').click();
  await expect(editor.field('Top node: condition 1 operator')).toHaveValue('does not equal');
  await expect(editor.node('Else')).toHaveCount(0);
});

test('routing: a tree that sends every payment nowhere warns loudly, Simulate says unroutable as the backtest counts it, and Save is refused', async ({
  page,
}) => {
  // A card processor of the shop on no payment profile (PSP staff add processors): no payment can go to it.
  await LoginPage.as(page, DEMO_USERS.pspAdmin);
  const made = await page.request.post('/api/processor', {
    data: {
      organisation: await atelierNoordId(page),
      name: uniqueReference('Cards on no profile'),
      payment_product: 'card',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const loose = (await made.json()) as Named;
  await LoginPage.as(page, OWNER);
  await inEnglish(page);
  const editor = new RoutingEditorPage(page);
  await editor.gotoNew();
  await editor.choose('Payment method', 'Card');
  await editor.field('Name').fill(uniqueReference('Nowhere'));
  await editor.condition('Top node', 1, { rule: 'Amount', operator: 'is greater than', value: '1000' });
  await editor.endpoint('Then', loose.name);
  await editor.endpoint('Else', loose.name);
  await expect(page.getByRole('alert').filter({ hasText: 'Payments routed here go nowhere' })).toContainText(
    loose.name,
  );

  await page.getByLabel('Amount', { exact: true }).fill('25');
  await editor.button('Simulate').click();
  await expect(page.getByRole('status', { name: 'Simulation result' })).toContainText(
    `would reach ${loose.name}, which is not an active processor`,
  );

  await editor.button('Save').click();
  await expect(page.getByText(/every payment would be unroutable/).first()).toBeVisible();
  await expect(page).toHaveURL(/intelligent-routing\/new/);
  expect(await seriousViolations(page)).toEqual([]);
  await LoginPage.as(page, DEMO_USERS.pspAdmin);
  expect((await page.request.delete(`/api/processor/${loose.id}`)).status()).toBe(204);
});
