import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { fromNow, uniqueSuffix } from '../pages/clock';
import { DEMO_USERS } from '../pages/demoUsers';
import { HostedPaymentPage } from '../pages/HostedPaymentPage';
import { ListScreen } from '../pages/ListScreen';
import { LoginPage } from '../pages/LoginPage';

/** A plan of €12.50 a month on the logged-in owner's Webshop profile: the plan's id and the owner's organisation. */
async function monthlyWebshopPlan(page: Page, name: string) {
  const me = (await (await page.request.get('/api/auth/me')).json()) as { organisation: { id: string } };
  const [profile] = (await (
    await page.request.get(`/api/paymentprofile?organisation=${me.organisation.id}&name=Webshop`)
  ).json()) as { id: string }[];
  const plan = await page.request.post('/api/plan', {
    data: { name, amount: 1250, payment_profile: profile!.id, interval: 'month' },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  return { organisation: me.organisation.id, plan: ((await plan.json()) as { id: string }).id };
}

test.describe('subscriptions', () => {
  test('a merchant sets up a plan and a discount within 002 §5, subscribes a customer, copies the link and attaches and removes the discount (Dutch; axe)', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await LoginPage.as(page, DEMO_USERS.owner);
    const run = uniqueSuffix();

    // Plans: statuses to notify about need a webhook or an e-mail.
    const plans = new ListScreen(page, '/subscriptions/plans');
    await plans.goto();
    await plans.openCreate('Nieuw abonnementsplan');
    expect(await seriousViolations(page)).toEqual([]);
    await plans.field('Naam').fill(`Broodclub ${run}`);
    await plans.choose('Betaalprofiel');
    await plans.field(/^Bedrag \(/).fill('24,95');
    await plans.choose('Melden bij statussen', 'Achterstallig');
    await page.keyboard.press('Escape');
    await plans.panelButton('Aanmaken');
    await plans.expectFieldError('Melden bij statussen', "Kies ten minste een van 'Webhook' of 'E-mail'");
    await plans.field('E-mail').fill('abonnementen@goudenkorst.demo');
    await plans.panelButton('Aanmaken');
    await expect(plans.panel).toBeHidden();
    await expect(plans.row(`Broodclub ${run}`)).toContainText('Elke maand');
    // Its panel edits it: the amount in the profile's currency.
    await plans.open(`Broodclub ${run}`);
    await plans.panelButton('Bewerken');
    await plans.field(/^Bedrag \(/).fill('19,95');
    await plans.panelButton('Opslaan');
    await expect(plans.panel.getByRole('tab', { name: 'Gegevens' })).toBeVisible();
    await expect(plans.row(`Broodclub ${run}`)).toContainText('19,95');

    // Discounts: a percentage is a fraction of at most 1, a comparison error with expected and actual.
    const discounts = new ListScreen(page, '/subscriptions/discounts');
    await discounts.goto();
    await discounts.openCreate('Nieuwe korting');
    await expect(discounts.panel.getByText('Aantal cycli. Leeg betekent oneindig.')).toBeVisible();
    await discounts.field('Naam').fill(`Halve prijs ${run}`);
    await discounts.choose('Soort', 'Percentage');
    await discounts.field('Bedrag').fill('1,5');
    await discounts.panelButton('Aanmaken');
    await discounts.expectFieldError('Bedrag', /Mag hoogstens 1 zijn \(nu 1[.,]5\)/);
    await discounts.field('Bedrag').fill('0,5');
    await discounts.field('Duur').fill('2');
    await discounts.panelButton('Aanmaken');
    await expect(discounts.row(`Halve prijs ${run}`)).toContainText('50,00%');
    // A fixed discount is typed and read as money in the merchant's currency, not in cents.
    await discounts.openCreate('Nieuwe korting');
    await discounts.field('Naam').fill(`Rijksdaalder ${run}`);
    await discounts.choose('Soort', 'Vast bedrag');
    await discounts.field('Bedrag').fill('2,50');
    await discounts.panelButton('Aanmaken');
    await expect(discounts.row(`Rijksdaalder ${run}`)).toContainText(/€\s?2,50/);
    expect(await seriousViolations(page)).toEqual([]);

    // A subscription: CREATED, with the link to send the customer.
    const subscriptions = new ListScreen(page, '/subscriptions');
    await subscriptions.goto();
    await subscriptions.openCreate('Nieuw abonnement');
    await subscriptions.panelButton('Aanmaken');
    await subscriptions.expectFieldError('Plan', 'Dit veld is verplicht');
    // A customer of the bakery itself (the plan's organisation), not of one of its shops.
    const me = (await (await page.request.get('/api/auth/me')).json()) as { organisation: { id: string } };
    const [customer] = (await (
      await page.request.get(`/api/customer?organisation=${me.organisation.id}&_limit=1`)
    ).json()) as { email_address: string }[];
    // A subscription needs its customer: the picker says so, without an "Optional" hint.
    await expect(subscriptions.field('Klant')).toHaveAccessibleDescription(
      /Typ een naam, e-mailadres of referentie$/,
    );
    await expect(subscriptions.field('Klant')).not.toHaveAccessibleDescription(/Optioneel/);
    await subscriptions.field('Klant').fill(customer!.email_address);
    await page.getByRole('listbox').getByRole('option').first().click();
    await subscriptions.choose('Plan', `Broodclub ${run}`);
    await subscriptions.panelButton('Aanmaken');
    await expect(subscriptions.panel).toBeHidden();
    const row = subscriptions.row(`Broodclub ${run}`);
    await expect(row).toContainText('Aangemaakt');
    await row.getByRole('button', { name: 'Link kopiëren' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/pay\/[0-9a-f]{64}$/);

    await subscriptions.open(`Broodclub ${run}`);
    await expect(subscriptions.panel.getByText('Volgende afschrijving: cyclus 1')).toBeVisible();
    for (const tab of ['Plan', 'Klant', 'Transacties']) {
      await subscriptions.panel.getByRole('tab', { name: tab }).click();
    }
    await subscriptions.panel.getByRole('tab', { name: 'Kortingen' }).click();
    await subscriptions.choose('Korting koppelen', `Halve prijs ${run}`);
    await subscriptions.panelButton('Koppelen');
    await expect(
      subscriptions.panel.getByRole('cell', { name: `Halve prijs ${run}`, exact: true }),
    ).toBeVisible();
    // One active discount at a time: the attach control is gone while this one is active.
    await expect(subscriptions.field('Korting koppelen')).toHaveCount(0);
    // The panel, not the list dimmed behind its overlay (whose light create button the dimming darkens).
    expect(await seriousViolations(page, ['#main'])).toEqual([]);
    await subscriptions.panel.getByRole('tab', { name: 'Details' }).click();
    await expect(subscriptions.panel.getByText('Korting Halve prijs')).toBeVisible();
    await subscriptions.panel.getByRole('tab', { name: 'Kortingen' }).click();
    await subscriptions.panel
      .getByRole('button', { name: `De korting Halve prijs ${run} verwijderen` })
      .click();
    await subscriptions.confirm('Verwijderen');
    await expect(subscriptions.field('Korting koppelen')).toBeVisible();
  });

  test('a PayPal subscription from a later first billing day: the create form takes the product and the day (Dutch)', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const run = uniqueSuffix();
    const { organisation } = await monthlyWebshopPlan(page, `PayPal club ${run}`);
    const [customer] = (await (
      await page.request.get(`/api/customer?organisation=${organisation}&_limit=1`)
    ).json()) as { email_address: string }[];
    const first = fromNow(10 * 24 * 3600 * 1000)
      .toISOString()
      .slice(0, 10);

    const subscriptions = new ListScreen(page, '/subscriptions');
    await subscriptions.goto();
    await subscriptions.openCreate('Nieuw abonnement');
    await subscriptions.field('Klant').fill(customer!.email_address);
    await page.getByRole('listbox').getByRole('option').first().click();
    await subscriptions.choose('Plan', `PayPal club ${run}`);
    await expect(subscriptions.field('Betaalwijze')).toHaveValue('Kaart');
    await subscriptions.choose('Betaalwijze', 'PayPal');
    await subscriptions.field('Vervaldatum').fill(first);
    await subscriptions.panelButton('Aanmaken');
    await expect(subscriptions.panel).toBeHidden();
    const row = subscriptions.row(`PayPal club ${run}`);
    await expect(row).toContainText('PayPal');
    await subscriptions.open(`PayPal club ${run}`);
    await expect(subscriptions.panel.getByText('Volgende afschrijving: cyclus 1')).toBeVisible();
    // Charged from that day on: the next charge and the due date are that day.
    await expect(subscriptions.panel.locator(`time[datetime="${first}"]`).first()).toBeVisible();
  });

  // Its card 4000002760003184 is given by customers of other tests too: each customer has a card of its
  // own (migration 0038), so the charge is the issuer's decline and not a refusal of another's card.
  test('the customer gives a card through the copied link: a card whose issuer always authenticates leaves it past due, a new card through the new link activates it with its first charge (Dutch back-office, English hosted page; axe)', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await LoginPage.as(page, DEMO_USERS.owner);
    const run = uniqueSuffix();
    const { plan } = await monthlyWebshopPlan(page, `Sourdough club ${run}`);
    // A customer of its own: no card or payment of another test's can take part in its billing.
    const created = await page.request.post('/api/customer', {
      data: { email_address: `sourdough-${run}@example.com`, first_name: 'Sanne', last_name: `Deeg ${run}` },
    });
    expect(created.status(), await created.text()).toBe(201);
    const customer = (await created.json()) as { id: string };
    const made = await page.request.post('/api/subscription', {
      data: { customer: customer.id, plan },
    });
    expect(made.status(), await made.text()).toBe(201);
    const subscription = ((await made.json()) as { id: string }).id;
    const statusOf = async () =>
      ((await (await page.request.get(`/api/subscription/${subscription}`)).json()) as { status: string })
        .status;

    const subscriptions = new ListScreen(page, '/subscriptions');
    const row = subscriptions.row(`Sourdough club ${run}`);
    /** The merchant copies the link of the subscription's row; the customer opens it signed out. */
    const openCopiedLink = async (status: string) => {
      await subscriptions.goto();
      await expect(row).toContainText(status);
      await row.getByRole('button', { name: 'Link kopiëren' }).click();
      const url = await page.evaluate(() => navigator.clipboard.readText());
      expect(url).toMatch(/\/pay\/[0-9a-f]{64}$/);
      await page.context().clearCookies();
      await page.goto(new URL(url).pathname);
    };
    const hosted = new HostedPaymentPage(page);

    // CREATED: the card is authenticated with 3-D Secure and stored, but its issuer asks again for the
    // first charge, which no customer is there to answer: declined, not retried, PAST_DUE with a new link.
    await openCopiedLink('Aangemaakt');
    await expect(page.getByText('Nothing is charged now.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await hosted.fillCard('4000002760003184');
    await hosted.button('Save card').click();
    await expect(page.getByRole('heading', { name: '3-D Secure (simulated)' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(hosted.heading('Card saved')).toBeVisible();
    await LoginPage.as(page, DEMO_USERS.owner);
    await expect.poll(statusOf, { timeout: 30_000 }).toBe('PAST_DUE');

    // PAST_DUE: the new link takes another card, and the unpaid first cycle is charged on it.
    await openCopiedLink('Achterstallig');
    await hosted.fillCard('4242424242424242');
    await hosted.button('Save card').click();
    await expect(hosted.heading('Card saved')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await LoginPage.as(page, DEMO_USERS.owner);
    await expect.poll(statusOf, { timeout: 30_000 }).toBe('ACTIVE');

    await subscriptions.goto();
    await expect(row).toContainText('Actief');
    await expect(row.getByRole('button', { name: 'Link kopiëren' })).toHaveCount(0);
    await subscriptions.open(`Sourdough club ${run}`);
    await expect(subscriptions.panel.getByText('Volgende afschrijving: cyclus 2')).toBeVisible();
    await subscriptions.panel.getByRole('tab', { name: 'Transacties' }).click();
    const payments = subscriptions.panel.getByRole('table').locator('tbody tr');
    await expect(payments).toHaveCount(2);
    await expect(payments.filter({ hasText: 'Geweigerd' })).toHaveCount(1);
    await expect(payments.filter({ hasText: 'Uitbetaling aangevraagd' })).toContainText('12,50');
  });

  test('the provider reads a gym chain’s seeded subscriptions by status, with their tabs (English)', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.super);
    const [gym] = (await (await page.request.get('/api/organisation?name=FitLab Sportscholen')).json()) as {
      id: string;
    }[];
    const subscriptions = new ListScreen(page, `/psp/merchants/${gym!.id}/subscriptions?status[]=ACTIVE`);
    await subscriptions.goto();
    await expect(subscriptions.rows.first()).toContainText('Active');
    expect(await seriousViolations(page)).toEqual([]);
    await subscriptions.rows.first().click();
    await expect(subscriptions.panel.getByText(/Next charge: cycle \d+/)).toBeVisible();
    await subscriptions.panel.getByRole('tab', { name: 'Transactions' }).click();
    await expect(subscriptions.panel.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
