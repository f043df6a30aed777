import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { uniqueSuffix } from '../pages/clock';
import { DEMO_USERS } from '../pages/demoUsers';
import { listOrganisations } from '../pages/merchants';
import { PaymentProfilesPage } from '../pages/PaymentProfilesPage';

// Atelier Noord (the sibling merchant) takes cards through Adyen and Stripe and has a card routing over both.
const ADYEN = 'Cards via Adyen';
const STRIPE = 'Cards via Stripe';
const IDEAL = 'iDEAL via Mollie';
const CARD_ROUTING = 'Kaartbetalingen op bedrag';
const INVALID_ROUTE = 'One or more necessary processors are not activated for this payment profile.';
const UNROUTABLE = 'This processor will result in unroutable transactions';

interface Named {
  id: string;
  name: string;
}

async function listOf(page: Page, path: string): Promise<Named[]> {
  const response = await page.request.get(`/api/${path}`);
  expect(response.status(), path).toBe(200);
  return response.json();
}

async function atelier(page: Page) {
  const processors = await listOf(page, 'processor?_limit=2000');
  const byName = (name: string) => processors.find((processor) => processor.name === name)!.id;
  const routings = (await (await page.request.get('/api/paymentprofile/routing')).json()) as Record<
    string,
    Named[]
  >;
  return {
    adyen: byName(ADYEN),
    stripe: byName(STRIPE),
    ideal: byName(IDEAL),
    cardRouting: routings.card!.find((routing) => routing.name === CARD_ROUTING)!.id,
  };
}

/** A profile made through the API for a test, named uniquely. */
async function profileVia(page: Page, body: Record<string, unknown>): Promise<Named> {
  const name = `E2E ${test.info().title.slice(0, 20)} ${uniqueSuffix()}`;
  const response = await page.request.post('/api/paymentprofile', {
    data: { name, display_name: name, ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

async function expectRefused(page: Page, method: 'post', url: string, data: unknown, path: string) {
  const response = await page.request[method](url, { data });
  expect(response.status()).toBe(400);
  const { details } = (await response.json()) as { details: { path: string }[] };
  expect(details.map((detail) => detail.path)).toContain(path);
}

test.describe('payment profiles', () => {
  test('create, edit, clone and delete', async ({ page }) => {
    const profiles = await PaymentProfilesPage.as(page, DEMO_USERS.sibling);
    await profiles.goto();
    const name = `Pop-up ${uniqueSuffix()}`;

    await profiles.startCreate();
    await expect(profiles.select('Organisation')).toHaveValue('Atelier Noord');
    await expect(profiles.select('Currency')).toHaveValue('EUR');
    await profiles.field('Name').fill(name);
    await profiles.field('Name').blur();
    // 000 §5: the display name takes the name when it is empty after the name is left.
    await expect(profiles.field('Display name')).toHaveValue(name);
    await profiles.button('Create').click();
    await expect(profiles.notice('Payment profile added')).toBeVisible();

    await profiles.openRecord(name);
    await profiles.edit();
    // 000 §3: organisation and currency are fixed once the profile exists.
    await expect(profiles.select('Organisation')).toBeDisabled();
    await expect(profiles.select('Currency')).toBeDisabled();
    await profiles.field('Display name').fill('Atelier Noord Pop-up');
    // The largest payment it takes, typed in its currency (the API keeps minor units).
    await profiles.field('Maximum payment').fill('2500.50');
    await profiles.save();
    await expect(profiles.panel.getByText('Atelier Noord Pop-up')).toBeVisible();
    await expect(profiles.panel.getByText('€2,500.50')).toBeVisible();

    await profiles.button('Clone').click();
    await expect(profiles.field('Name')).toHaveValue(`Copy of ${name}`);
    await expect(profiles.field('Display name')).toHaveValue('Atelier Noord Pop-up');
    await profiles.button('Create').click();
    await expect(profiles.notice('Payment profile added')).toBeVisible();
    await profiles.search(name);
    await expect(profiles.rows).toHaveCount(2);
    await expect(profiles.row(`Copy of ${name}`)).toContainText('Atelier Noord');

    await profiles.openRecord(`Copy of ${name}`);
    await profiles.button('Delete').click();
    await profiles.confirm('Delete');
    await expect(profiles.notice('Deleted')).toBeVisible();
    await expect(profiles.rows).toHaveCount(0);
    await profiles.search(name);
    await expect(profiles.rows).toHaveCount(1);
  });

  test('a profile still in use is not deleted, and the notice says why', async ({ page }) => {
    const profiles = await PaymentProfilesPage.as(page, DEMO_USERS.sibling);
    const created = await profileVia(page, {});
    const plan = await page.request.post('/api/plan', {
      data: { name: `Plan of ${created.name}`, amount: 1000, payment_profile: created.id, interval: 'month' },
    });
    expect(plan.status(), await plan.text()).toBe(201);
    await profiles.goto();
    await profiles.openRecord(created.name);
    await profiles.button('Delete').click();
    await profiles.confirm('Delete');
    // The server's 409 in words, not "Something went wrong".
    await expect(
      profiles.notice('This record is still used by other records and cannot be deleted.'),
    ).toBeVisible();
    await expect(page.getByText('Something went wrong. Please try again.')).toHaveCount(0);
    await expect(profiles.panel).toBeVisible();
  });

  test('finds a profile by Id filter and by search over id, name and display name', async ({ page }) => {
    const profiles = await PaymentProfilesPage.as(page, DEMO_USERS.sibling);
    const created = await profileVia(page, { display_name: 'Noord Outlet Display' });
    await profiles.goto();
    for (const text of [created.id, created.name, 'Noord Outlet Display']) {
      await profiles.search(text);
      await expect(profiles.rows).toHaveCount(1);
      await expect(profiles.rows.first()).toContainText(created.name);
    }
    await profiles.search('');
    await page.goto(`/paymentprofiles?id=${created.id}`);
    await expect(profiles.rows).toHaveCount(1);
    await expect(profiles.idFilter).toHaveValue(created.id);
  });

  test('each §5 rule on its field, and the same payload refused by the API naming it', async ({ page }) => {
    const profiles = await PaymentProfilesPage.as(page, DEMO_USERS.sibling);
    await profiles.goto();
    await profiles.startCreate();
    await profiles.tab('Webhooks').click();
    const urlFields = [
      ['Transaction update webhook', 'webhook_transaction_update'],
      ['Refund update webhook', 'webhook_refund_update'],
      ['Chargeback update webhook', 'webhook_chargeback_update'],
    ] as const;
    for (const [label] of urlFields) await profiles.field(label).fill('not a url');
    await profiles.field('E-mail when a webhook fails').fill('tech-at-shop');
    await profiles.button('Create').click();
    // The open tab has problems of its own, so it stays; the details tab is marked.
    await expect(profiles.tab('Webhooks')).toHaveAttribute('aria-selected', 'true');
    await expect(profiles.tab('Details')).toHaveAttribute('aria-description', 'This tab has errors');
    for (const [label] of urlFields) {
      await expect(profiles.field(label)).toHaveAccessibleDescription('Enter a full web address (https://…)');
    }
    await expect(profiles.field('E-mail when a webhook fails')).toHaveAccessibleDescription(
      'The email address is invalid',
    );
    await profiles.tab('Details').click();
    await expect(profiles.field('Name')).toHaveAccessibleDescription('This field is required');
    await expect(profiles.field('Display name')).toHaveAccessibleDescription('This field is required');
    // Fixed webhooks and a missing name: the form opens the details tab itself.
    await profiles.tab('Webhooks').click();
    for (const [label] of urlFields) await profiles.field(label).fill('https://shop.example/hooks');
    await profiles.field('E-mail when a webhook fails').fill('tech@shop.example');
    await profiles.button('Create').click();
    await expect(profiles.tab('Details')).toHaveAttribute('aria-selected', 'true');
    await expect(profiles.tab('Webhooks')).not.toHaveAttribute('aria-description', 'This tab has errors');

    const valid = { name: 'Rules', display_name: 'Rules' };
    await expectRefused(page, 'post', '/api/paymentprofile', { ...valid, name: '' }, 'body.name');
    await expectRefused(page, 'post', '/api/paymentprofile', { name: 'Rules' }, 'body.display_name');
    await expectRefused(
      page,
      'post',
      '/api/paymentprofile',
      { ...valid, organisation: '' },
      'body.organisation',
    );
    await expectRefused(
      page,
      'post',
      '/api/paymentprofile',
      { ...valid, currency_code: '' },
      'body.currency_code',
    );
    for (const [, field] of urlFields) {
      await expectRefused(
        page,
        'post',
        '/api/paymentprofile',
        { ...valid, [field]: 'not a url' },
        `body.${field}`,
      );
    }
    await expectRefused(
      page,
      'post',
      '/api/paymentprofile',
      { ...valid, webhook_failed_email: 'tech-at-shop' },
      'body.webhook_failed_email',
    );
    const existing = await profileVia(page, {});
    await expectRefused(
      page,
      'post',
      `/api/paymentprofile/${existing.id}`,
      { currency_code: 'GBP' },
      'body.currency_code',
    );
  });

  test('adds a processor with a 3 second confirmation and removes it', async ({ page }) => {
    const profiles = await PaymentProfilesPage.as(page, DEMO_USERS.sibling);
    const created = await profileVia(page, {});
    await profiles.goto();
    await profiles.openRecord(created.name);
    await profiles.edit();
    await profiles.addProcessor(IDEAL);
    const added = performance.now();
    await expect(profiles.linked(IDEAL)).toBeVisible();
    await expect(profiles.confirmation).toHaveText(`${IDEAL} added`);
    await expect(profiles.confirmation).toHaveText('', { timeout: 6000 });
    expect(performance.now() - added).toBeGreaterThanOrEqual(2500);
    await profiles.addProcessor(ADYEN);
    await profiles.removeLinked(IDEAL);
    await expect(profiles.linked(IDEAL)).toHaveCount(0);
    await profiles.save();
    await profiles.tab('Processors').click();
    await expect(profiles.panel.getByRole('listitem')).toHaveText([ADYEN]);
  });

  test('a route using a processor not on the profile is invalid until Add fixes it', async ({ page }) => {
    const profiles = await PaymentProfilesPage.as(page, DEMO_USERS.sibling);
    const ids = await atelier(page);
    const created = await profileVia(page, { processors: [ids.adyen] });
    // The server refuses it as well, naming the product's route.
    await expectRefused(
      page,
      'post',
      `/api/paymentprofile/${created.id}`,
      { intelligent_routing: true, routing: { card: ids.cardRouting } },
      'body.routing.card',
    );

    await profiles.goto();
    await profiles.openRecord(created.name);
    await profiles.edit();
    await profiles.tab('Routing').click();
    await expect(profiles.route('Card')).toBeDisabled();
    await profiles.routingSwitch.check({ force: true });
    await profiles.route('Card').selectOption({ label: CARD_ROUTING });
    await expect(profiles.panel.getByRole('alert')).toContainText(INVALID_ROUTE);
    await expect(profiles.panel.getByRole('alert')).toContainText(STRIPE);
    await profiles.button('Save').click();
    await expect(profiles.tab('Routing')).toHaveAttribute('aria-selected', 'true');

    await profiles.panel.getByRole('alert').getByRole('button', { name: 'Add' }).click();
    await expect(profiles.panel.getByText(INVALID_ROUTE)).toHaveCount(0);
    await profiles.tab('Processors').click();
    await expect(profiles.linked(STRIPE)).toBeVisible();
    await profiles.save();
    await profiles.tab('Routing').click();
    await expect(profiles.panel.getByText(CARD_ROUTING)).toBeVisible();
    const stored = await (await page.request.get(`/api/paymentprofile/${created.id}`)).json();
    expect(stored).toMatchObject({ routing: { card: ids.cardRouting }, processors: [ids.adyen, ids.stripe] });
  });

  test('warns about unroutable processors; the routing switch clears and restores the map', async ({
    page,
  }) => {
    const profiles = await PaymentProfilesPage.as(page, DEMO_USERS.sibling);
    const ids = await atelier(page);
    const created = await profileVia(page, { processors: [ids.adyen, ids.stripe] });
    await profiles.goto();
    await profiles.openRecord(created.name);
    await profiles.tab('Processors').click();
    await expect(profiles.panel.getByText(UNROUTABLE)).toHaveCount(2);

    await profiles.edit();
    await profiles.tab('Processors').click();
    await expect(profiles.linked(ADYEN)).toContainText(UNROUTABLE);
    await expect(profiles.linked(STRIPE)).toContainText(UNROUTABLE);
    await profiles.tab('Routing').click();
    await profiles.routingSwitch.check({ force: true });
    await expect(profiles.route('Card')).toHaveValue('');
    await expect(profiles.route('Card').locator('option:checked')).toHaveText('No routing');
    await profiles.route('Card').selectOption({ label: CARD_ROUTING });
    await profiles.tab('Processors').click();
    await expect(profiles.panel.getByText(UNROUTABLE)).toHaveCount(0);

    await profiles.tab('Routing').click();
    await profiles.routingSwitch.uncheck({ force: true });
    await expect(profiles.route('Card')).toHaveValue('');
    await expect(profiles.route('Card')).toBeDisabled();
    await profiles.routingSwitch.check({ force: true });
    await expect(profiles.route('Card')).toHaveValue(ids.cardRouting);
  });

  test('hides processors, middleware and routing from a user without their roles', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    const profiles = await PaymentProfilesPage.as(page, DEMO_USERS.siblingWebDeveloper);
    await profiles.goto();
    await profiles.rows.first().click();
    await expect(profiles.tab('Details')).toBeVisible();
    expect(await profiles.tabNames()).toEqual(['Details', 'Webhooks']);
    await profiles.edit();
    expect(await profiles.tabNames()).toEqual(['Details', 'Webhooks']);
    await profiles.button('Cancel').click();
    expect(
      calls.filter((path) => /\/api\/(processor|middleware|paymentprofile\/routing)/.test(path)),
    ).toEqual([]);
  });

  test('a PSP user works on the profiles of a merchant inside that merchant', async ({ page }) => {
    await PaymentProfilesPage.as(page, DEMO_USERS.pspAdmin);
    const [merchant] = (await listOrganisations(page.request, '_search=Atelier%20Noord')).filter(
      (organisation) => organisation.name === 'Atelier Noord',
    );
    const routingCall = page.waitForRequest((request) =>
      request.url().endsWith('/api/paymentprofile/routing'),
    );
    const profiles = new PaymentProfilesPage(page, `/psp/merchants/${merchant!.id}/paymentprofiles`);
    await profiles.goto();
    await expect(profiles.rows.first()).toContainText('Atelier Noord');
    await profiles.startCreate();
    // 000 §3: in provider mode the organisation defaults to the one in view.
    await expect(profiles.select('Organisation')).toHaveValue('Atelier Noord');
    await profiles.tab('Processors').click();
    const options = profiles.panel.getByRole('combobox', { name: 'Add processor' }).locator('option');
    // 000 §2 (issue 8): processors of the same name are told apart by gateway and organisation.
    await expect(options).toHaveText([
      'Choose a processor…',
      `${ADYEN} (Adyen · Atelier Noord)`,
      `${STRIPE} (Stripe · Atelier Noord)`,
      `${IDEAL} (Mollie · Atelier Noord)`,
    ]);
    expect((await routingCall).headers()['x-organisation']).toBe(merchant!.id);
  });

  test('axe-core: no serious or critical violations with the drawer open on each tab', async ({ page }) => {
    // Ten axe analyses on a shared 2-core machine.
    test.setTimeout(120_000);
    const profiles = await PaymentProfilesPage.as(page, DEMO_USERS.sibling);
    const ids = await atelier(page);
    const created = await profileVia(page, { processors: [ids.adyen, ids.stripe] });
    await profiles.goto();
    expect(await seriousViolations(page)).toEqual([]);
    await profiles.openRecord(created.name);
    for (const tab of ['Details', 'Processors', 'Middleware', 'Routing', 'Webhooks']) {
      await profiles.tab(tab).click();
      expect(await seriousViolations(page), `read view, ${tab}`).toEqual([]);
    }
    await profiles.edit();
    await profiles.addProcessor(IDEAL);
    for (const tab of ['Details', 'Processors', 'Middleware', 'Routing', 'Webhooks']) {
      await profiles.tab(tab).click();
      expect(await seriousViolations(page), `form, ${tab}`).toEqual([]);
    }
  });
});
