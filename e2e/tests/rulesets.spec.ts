import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { DEMO_USERS } from '../pages/demoUsers';
import { inDutch, inEnglish } from '../pages/engine';
import { logInAsInvitedUser } from '../pages/invitedUser';
import { LoginPage } from '../pages/LoginPage';
import { makePayment, uniqueReference } from '../pages/payments';
import { RulesetsScreen } from '../pages/RulesetsScreen';

/**
 * An amount (minor units) no other payment of the run has: between 2.00 and 4.99, so none of the seeded
 * rulesets acts on it (card testing blocks below 1.00, 3-D Secure starts at 500.00, tags far above).
 */
const uniqueAmount = () => 200 + randomInt(300);

/** Minor units of euros as typed in English: 250 is 2.50. */
const euros = (amount: number) => (amount / 100).toFixed(2);

interface StoredPayment {
  id: string;
  status: string;
  blocked: boolean;
  tags: string[];
  next_action: { type: string; url: string } | null;
}

/** The owner of De Gouden Korst (whose profile is in Dutch) with the interface in English. */
async function ownerInEnglish(page: Page) {
  await LoginPage.as(page, DEMO_USERS.owner);
  await inEnglish(page);
}

/** The owner's ruleset screen at `path`, in English, checked with axe. */
async function ownerScreen(page: Page, path: string): Promise<RulesetsScreen> {
  await ownerInEnglish(page);
  const screen = new RulesetsScreen(page, path);
  await screen.goto();
  expect(await seriousViolations(page)).toEqual([]);
  return screen;
}

/** A card payment of `amount` made through /v1 as the owner, as stored once the engine decided it. */
async function paymentOf(request: APIRequestContext, amount: number): Promise<StoredPayment> {
  const made = await makePayment(request, DEMO_USERS.owner, { reference: uniqueReference('rule'), amount });
  const stored = await request.get(`/api/transaction/${made.id}`);
  expect(stored.status()).toBe(200);
  return (await stored.json()) as StoredPayment;
}

/** Opens the form, names the ruleset and gives it one rule `amount == amount`. */
async function newAmountRuleset(screen: RulesetsScreen, name: string, amount: number) {
  await screen.page.getByRole('button', { name: 'Add ruleset' }).click();
  await expect(screen.panel).toBeVisible();
  await screen.field('Name').fill(name);
  // Typed in euros, the owner's currency; the rule keeps minor units, as the API does.
  await screen.setRule(1, 'Amount', 'equals', euros(amount));
}

/** Deletes a ruleset from its open view in the list. */
async function deleteRuleset(screen: RulesetsScreen, name: string) {
  await screen.rulesetPanel(name).getByRole('button', { name: 'Delete' }).click();
  await screen.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(screen.ruleset(name)).toHaveCount(0);
}

/** Makes a ruleset through the API as the page's user; the answer's id. */
async function rulesetByApi(page: Page, body: Record<string, unknown>): Promise<string> {
  const created = await page.request.post('/api/validationruleset', { data: body });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test.describe('rulesets', () => {
  test('a fraud rule made in the browser blocks the next matching payment through /v1; axe on list and form', async ({
    page,
    request,
  }) => {
    const screen = await ownerScreen(page, '/riskrules');

    const name = uniqueReference('Block amount');
    const amount = uniqueAmount();
    await newAmountRuleset(screen, name, amount);
    expect(await seriousViolations(page)).toEqual([]);
    await screen.panelButton('Create');
    await expect(screen.panel).toBeHidden();
    await screen.ruleset(name).click();
    // Read back as money in the organisation's currency, as it was typed.
    await expect(screen.rulesetPanel(name)).toContainText(`Amount equals €${euros(amount)}`);

    expect(await paymentOf(request, amount)).toMatchObject({ status: 'FAILED', blocked: true });

    await deleteRuleset(screen, name);
  });

  test('a business rule with a tag made in place tags the next matching payment', async ({
    page,
    request,
  }) => {
    const screen = await ownerScreen(page, '/tagrules');

    const name = uniqueReference('Tag amount');
    const tagText = uniqueReference('Watch');
    const amount = uniqueAmount();
    await newAmountRuleset(screen, name, amount);
    await screen.panel.getByRole('button', { name: 'New tag' }).click();
    const newTag = page.getByRole('group', { name: 'New tag' });
    await newTag.getByLabel(/^Text/).fill(tagText);
    await newTag.getByLabel(/^Colour/).fill('#e8590c');
    // The colour picker's own sliders carry no names (Mantine's ColorInput): axe looks with it closed.
    await newTag.getByLabel(/^Text/).click();
    expect(await seriousViolations(page)).toEqual([]);
    await newTag.getByRole('button', { name: 'Add tag' }).click();
    await expect(screen.field('Tag')).toHaveValue(tagText);
    await screen.panelButton('Create');
    await expect(screen.panel).toBeHidden();
    await expect(screen.ruleset(name)).toContainText(tagText);

    const [tag] = (await (await page.request.get(`/api/tag?text=${encodeURIComponent(tagText)}`)).json()) as {
      id: string;
    }[];
    expect((await paymentOf(request, amount)).tags).toContain(tag!.id);

    await screen.ruleset(name).click();
    await deleteRuleset(screen, name);
  });

  test('a 3-D Secure rule (no webhook URL) challenges the next matching payment', async ({
    page,
    request,
  }) => {
    const screen = await ownerScreen(page, '/3dsecure');

    const name = uniqueReference('Challenge amount');
    const amount = uniqueAmount();
    await newAmountRuleset(screen, name, amount);
    await expect(screen.field('Webhook URL')).toHaveCount(0);
    await expect(screen.field('E-mail')).toBeVisible();
    await screen.panelButton('Create');
    await expect(screen.panel).toBeHidden();

    expect(await paymentOf(request, amount)).toMatchObject({
      status: 'PENDING',
      next_action: { type: 'redirect' },
    });

    await screen.ruleset(name).click();
    await deleteRuleset(screen, name);
  });

  test('a rule row: the operator waits for a name and the value for an operator, each choice resets what follows, IN takes several values, an amount is never below 0', async ({
    page,
  }) => {
    await ownerInEnglish(page);
    const screen = new RulesetsScreen(page, '/riskrules');
    await screen.goto();
    await page.getByRole('button', { name: 'Add ruleset' }).click();
    await screen.field('Name').fill(uniqueReference('Row rules'));

    await expect(screen.rulePart(1, 'operator')).toBeDisabled();
    await expect(screen.rulePart(1, 'value')).toBeDisabled();
    await expect(screen.panel.getByRole('button', { name: 'Remove Rule 1' })).toBeDisabled();
    await screen.choose(screen.rulePart(1, 'name'), 'Amount');
    await expect(screen.rulePart(1, 'operator')).toBeEnabled();
    await expect(screen.rulePart(1, 'value')).toBeDisabled();
    await screen.choose(screen.rulePart(1, 'operator'), 'is greater than');
    await expect(screen.rulePart(1, 'value')).toBeEnabled();
    // A minus sign is not taken: an amount is 0 or more.
    await screen.rulePart(1, 'value').pressSequentially('-250');
    await expect(screen.rulePart(1, 'value')).toHaveValue('250');
    // Another operator empties the value; another name empties the operator and locks the value.
    await screen.choose(screen.rulePart(1, 'operator'), 'is less than');
    await expect(screen.rulePart(1, 'value')).toHaveValue('');
    await screen.choose(screen.rulePart(1, 'name'), 'Country');
    await expect(screen.rulePart(1, 'operator')).toHaveValue('');
    await expect(screen.rulePart(1, 'value')).toBeDisabled();
    await screen.choose(screen.rulePart(1, 'operator'), 'is one of');
    await screen.pick(screen.rulePart(1, 'value'), ['Netherlands (NL)', 'Belgium (BE)']);

    // A second rule with an empty amount: saved as '0' (002 §5); values go as text, IN as a list.
    await screen.panel.getByRole('button', { name: 'Add rule' }).click();
    await screen.choose(screen.rulePart(2, 'name'), 'Amount');
    await screen.choose(screen.rulePart(2, 'operator'), 'is at least');
    const sent = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname === '/api/validationruleset',
    );
    await screen.panelButton('Create');
    const body = (await sent).postDataJSON() as { action: string; rules: unknown[] };
    expect(body.action).toBe('block');
    expect(body.rules).toEqual([
      { name: 'country_code', operator: 'IN', value: ['NL', 'BE'] },
      { name: 'amount', operator: '>=', value: '0' },
    ]);
    await expect(screen.panel).toBeHidden();
    const created = (await (await (await sent).response())!.json()) as { id: string };
    expect((await page.request.delete(`/api/validationruleset/${created.id}`)).status()).toBe(204);
  });

  test('the form: name and rules required, the tag required for the tag action, e-mail checked; on edit the organisation is locked and neither it nor the action is sent', async ({
    page,
  }) => {
    await ownerInEnglish(page);
    const screen = new RulesetsScreen(page, '/tagrules');
    await screen.goto();
    await page.getByRole('button', { name: 'Add ruleset' }).click();
    await screen.field('E-mail').fill('not an address');
    await screen.panelButton('Create');
    await expect(screen.field('Name')).toHaveAccessibleDescription('This field is required');
    await expect(screen.field('Tag')).toHaveAccessibleDescription('This field is required');
    await expect(screen.field('E-mail')).toHaveAccessibleDescription('The email address is invalid');
    await expect(screen.rulePart(1, 'name')).toHaveAccessibleDescription('This field is required');
    await page.keyboard.press('Escape');

    const [tag] = (await (await page.request.get('/api/tag?_limit=1')).json()) as { id: string }[];
    const name = uniqueReference('Edit me');
    const id = await rulesetByApi(page, {
      name,
      action: 'tag',
      tag: tag!.id,
      rules: [{ name: 'amount', operator: '>', value: '100000000' }],
    });
    await screen.goto();
    await screen.ruleset(name).click();
    await screen
      .rulesetPanel(name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await expect(screen.field('Organisation')).toBeDisabled();
    await screen.field('Name').fill(`${name} (edited)`);
    const sent = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname === `/api/validationruleset/${id}`,
    );
    await screen.panelButton('Save');
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).not.toHaveProperty('organisation');
    expect(body).not.toHaveProperty('action');
    expect(body).toMatchObject({ name: `${name} (edited)`, tag: tag!.id });
    await expect(screen.panel).toBeHidden();
    await expect(screen.ruleset(`${name} (edited)`)).toBeVisible();
    expect((await page.request.delete(`/api/validationruleset/${id}`)).status()).toBe(204);
  });

  test('a refusal of the server lands on the rule part it names (body.rules.1.value)', async ({ page }) => {
    await ownerInEnglish(page);
    const screen = new RulesetsScreen(page, '/riskrules');
    await screen.goto();
    // The browser checks rules with the engine's catalogue too, so a refusal is staged: one the server's
    // own check of the engine's catalogue gives (helper "versions", validation-rulesets.resource.ts).
    await page.route('**/api/validationruleset', (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: 'validation_failed',
          message: 'The body is invalid',
          details: [
            { path: 'body.rules.1.value', code: 'invalid_value', message: 'Expected …', actual: '99' },
          ],
        },
      }),
    );
    await newAmountRuleset(screen, uniqueReference('Refused'), 250);
    await screen.panel.getByRole('button', { name: 'Add rule' }).click();
    await screen.setRule(2, 'Random (%)', 'is less than', '99');
    await screen.panelButton('Create');
    await expect(screen.rulePart(2, 'value')).toHaveAccessibleDescription('This value is not valid');
    await expect(screen.rulePart(1, 'value')).not.toHaveAccessibleDescription('This value is not valid');
    await expect(screen.panel).toBeVisible();
  });

  test('roles: the LIST roles alone show no create, edit or delete; without TAG_CREATE no tag is made in place', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const name = uniqueReference('Seen by readers');
    const id = await rulesetByApi(page, {
      name,
      action: 'block',
      rules: [{ name: 'amount', operator: '>', value: '100000000' }],
    });

    await logInAsInvitedUser(page, ['TAG_LIST', 'VALIDATION_RULESET_LIST']);
    const screen = new RulesetsScreen(page, '/riskrules');
    await screen.goto();
    await screen.ruleset(name).click();
    await expect(screen.rulesetPanel(name)).toContainText('Amount is greater than');
    await expect(page.getByRole('link', { name: 'Manage tags' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add ruleset' })).toHaveCount(0);
    await expect(screen.rulesetPanel(name).getByRole('button')).toHaveCount(0);

    await LoginPage.as(page, DEMO_USERS.owner);
    await logInAsInvitedUser(page, ['TAG_LIST', 'VALIDATION_RULESET_ALL']);
    const business = new RulesetsScreen(page, '/tagrules');
    await business.goto();
    await page.getByRole('button', { name: 'Add ruleset' }).click();
    await expect(business.field('Tag')).toBeVisible();
    await expect(business.panel.getByRole('button', { name: 'New tag' })).toHaveCount(0);

    await LoginPage.as(page, DEMO_USERS.owner);
    expect((await page.request.delete(`/api/validationruleset/${id}`)).status()).toBe(204);
  });

  test('simulate: the draft decides a sample payment and a real one in the browser, rule by rule', async ({
    page,
    request,
  }) => {
    await ownerInEnglish(page);
    const real = await makePayment(request, DEMO_USERS.owner, {
      reference: uniqueReference('sim'),
      amount: 2500,
    });
    const screen = new RulesetsScreen(page, '/riskrules');
    await screen.goto();
    await page.getByRole('button', { name: 'Add ruleset' }).click();
    await screen.field('Name').fill('Large payments');
    await screen.setRule(1, 'Amount', 'is greater than', '20');
    await screen.panel.getByRole('tab', { name: 'Simulate' }).click();
    await expect(screen.panel.getByText(/^Random: \d+\.\d\d %/)).toBeVisible();

    const verdict = screen.panel.getByRole('status', { name: 'Verdict' });
    await screen.panel.getByLabel(/^Amount/).fill('10');
    await screen.panel.getByRole('button', { name: 'Simulate', exact: true }).click();
    await expect(verdict).toContainText('Not matched');
    await expect(verdict).toContainText('This payment would not be blocked');
    await screen.panel.getByLabel(/^Amount/).fill('25');
    await screen.panel.getByRole('button', { name: 'Simulate', exact: true }).click();
    await expect(verdict).toContainText('This payment would be blocked');
    await expect(verdict.getByRole('table')).toContainText('€25.00');
    expect(await seriousViolations(page)).toEqual([]);

    // A real payment: found by its reference, decided on the facts the engine had.
    await screen.field('Transaction').fill(real.merchant_reference);
    await page.getByRole('option', { name: new RegExp(real.merchant_reference) }).click();
    await expect(verdict).toContainText('This payment would be blocked');
    await expect(screen.panel.getByRole('textbox', { name: 'Payment ID' })).toHaveValue(real.id);
  });

  test('the edit view: a backtest of the draft against the saved version, the versions and a rollback that the form then shows', async ({
    page,
  }) => {
    await ownerInEnglish(page);
    const name = uniqueReference('Versioned');
    const id = await rulesetByApi(page, {
      name,
      action: 'block',
      rules: [{ name: 'amount', operator: '>', value: '100000' }],
    });
    const saved = await page.request.post(`/api/validationruleset/${id}`, {
      data: { rules: [{ name: 'amount', operator: '>', value: '200000' }] },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const screen = new RulesetsScreen(page, '/riskrules');
    await screen.goto();
    await screen.ruleset(name).click();
    await screen
      .rulesetPanel(name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    // An amount rule reads in euros (200000 cents).
    await expect(screen.rulePart(1, 'value')).toHaveValue('2,000');

    // The draft (not saved) replayed over the last days, compared with the saved version.
    await screen.rulePart(1, 'value').fill('1');
    await screen.panel.getByRole('tab', { name: 'Backtest' }).click();
    const backtest = screen.panel.getByRole('region', { name: 'Backtest' });
    await backtest.getByRole('button', { name: 'Run backtest' }).click();
    await expect(backtest.getByText('Decided differently than the saved version')).toBeVisible({
      timeout: 30_000,
    });
    expect(await seriousViolations(page)).toEqual([]);

    await screen.panel.getByRole('tab', { name: 'Versions' }).click();
    const versions = screen.panel.getByRole('region', { name: 'Versions' });
    const history = versions.getByRole('table', { name: 'Every saved version, newest first' });
    await expect(history.locator('tbody tr')).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
    await versions.getByRole('button', { name: 'Roll back to version 1' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Roll back to version 1?' })
      .getByRole('button', { name: 'Roll back' })
      .click();
    await expect(page.getByText('Rolled back to version 1').first()).toBeVisible();
    // The form starts again from the rolled-back content (version 3).
    await expect(screen.rulePart(1, 'value')).toHaveValue('1,000');
    expect((await page.request.delete(`/api/validationruleset/${id}`)).status()).toBe(204);
  });

  test('Dutch: a fraud rule is written and read in Dutch; axe on the three screens', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    await inDutch(page);
    for (const [path, title] of [
      ['/tagrules', 'Bedrijfsregels'],
      ['/3dsecure', 'Dynamisch 3D Secure'],
      ['/riskrules', 'Frauderegels'],
    ] as const) {
      const screen = new RulesetsScreen(page, path, 'nl');
      await screen.goto();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(await seriousViolations(page)).toEqual([]);
    }
    const screen = new RulesetsScreen(page, '/riskrules', 'nl');
    const name = uniqueReference('Grote betalingen');
    await page.getByRole('button', { name: 'Regelset toevoegen' }).click();
    await screen.field('Naam').fill(name);
    // With a payment profile, amounts read as money in its currency.
    await screen.field('Betaalprofiel').click();
    await page.getByRole('option').first().click();
    await screen.setRule(1, 'Bedrag', 'is groter dan', '1234,56');
    await screen.panel.getByRole('heading').first().click();
    await expect(screen.rulePart(1, 'value')).toHaveValue('1.234,56');
    expect(await seriousViolations(page)).toEqual([]);
    await screen.panelButton('Aanmaken');
    await expect(screen.panel).toBeHidden();
    await screen.ruleset(name).click();
    await expect(screen.rulesetPanel(name)).toContainText(/Bedrag is groter dan €\s1\.234,56/);
    await screen.rulesetPanel(name).getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(screen.ruleset(name)).toHaveCount(0);
  });

  test('provider: every merchant’s rulesets with their organisation; axe', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.super);
    for (const [path, action] of [
      ['/psp/riskrules', 'block'],
      ['/psp/tagrules', 'tag'],
      ['/psp/3dsecure', '3dSecure'],
    ] as const) {
      const [first] = (await (
        await page.request.get(
          `/api/validationruleset?action=${action}&_sort=created_at&_limit=1&_populate=organisation`,
        )
      ).json()) as { name: string; organisation: { name: string } }[];
      const screen = new RulesetsScreen(page, path);
      await screen.goto();
      expect(first, `a seeded ${action} ruleset`).toBeDefined();
      await expect(screen.ruleset(first!.name).first()).toContainText(first!.organisation.name);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
