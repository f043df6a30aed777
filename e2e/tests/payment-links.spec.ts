import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { testNow, uniqueSuffix } from '../pages/clock';
import { DEMO_USERS } from '../pages/demoUsers';
import { HostedPaymentPage } from '../pages/HostedPaymentPage';
import { LoginPage } from '../pages/LoginPage';
import { LinksScreen } from '../pages/PaymentLinksPage';

interface LinkRow {
  id: string;
  status: string;
  active: boolean;
  url: string;
  description: string | null;
  expires_at: string | null;
}

async function linkByReference(page: import('@playwright/test').Page, reference: string): Promise<LinkRow> {
  const rows = (await (
    await page.request.get(`/api/paymentlink?merchant_reference=${reference}`)
  ).json()) as LinkRow[];
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

test.describe('payment links', () => {
  test('a merchant creates a link, copies its URL, finds it in the list and deactivates it (Dutch; axe)', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await LoginPage.as(page, DEMO_USERS.owner);
    const links = new LinksScreen(page, '/payment-links');
    await links.goto();
    // 002 §2: the list opens on the active links.
    await expect(page).toHaveURL(/[?&]active=true/);
    await expect(links.rows.first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await links.openCreate('Betaallink maken');
    expect(await seriousViolations(page)).toEqual([]);
    await links.choose('Betaalprofiel');
    const reference = `LINK-E2E-${uniqueSuffix()}`;
    await links.field(/^Bedrag \(EUR\)/).fill('42,50');
    await links.field('Omschrijving').fill('Verjaardagstaart voor 12');
    await links.field('Referentie').fill(reference);
    await links.panelButton('Betaallink maken');

    await expect(links.panel.getByText('Je nieuwe betaallink')).toBeVisible();
    const shown = (await links.url.textContent()) ?? '';
    LinksScreen.tokenOf(shown);
    expect(await links.copyUrl('Link kopiëren')).toBe(shown);
    await links.panelButton('Klaar');
    await expect(links.panel).toBeHidden();

    const row = links.row(reference);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('€ 42,50');
    await expect(row).toContainText('Aangemaakt');
    await links.open(reference);
    await expect(links.url).toHaveText(shown);
    expect(await seriousViolations(page)).toEqual([]);

    // While open, its description and expiry can change; the customer's link stays the same.
    await links.panelButton('Bewerken');
    await links.field('Omschrijving').fill('Verjaardagstaart voor 20');
    await links.choose('Nieuwe vervaldatum', '30 dagen');
    await links.panelButton('Opslaan');
    await expect(links.panel.getByText('Verjaardagstaart voor 20')).toBeVisible();
    const edited = await linkByReference(page, reference);
    expect(edited).toMatchObject({ description: 'Verjaardagstaart voor 20', url: shown });
    const days = (Date.parse(String(edited.expires_at)) - testNow().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    await links.panelButton('Deactiveren');
    await links.confirm('Deactiveren');
    await expect(page.getByText('Betaallink gedeactiveerd')).toBeVisible();
    await expect(links.panel.getByRole('button', { name: 'Deactiveren' })).toHaveCount(0);
    const link = await linkByReference(page, reference);
    expect(link).toMatchObject({ status: 'CREATED', active: false, url: shown });
    // Its hosted page now says the link is no longer available.
    expect((await page.request.get(new URL(shown).pathname)).status()).toBe(410);
    // The active list no longer holds it.
    await links.goto();
    await expect(links.row(reference)).toHaveCount(0);
  });

  test('a card-add link is created for a customer and cancelled', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const [customer] = (await (
      await page.request.get('/api/customer?_sort=-created_at&_limit=1')
    ).json()) as {
      email_address: string;
    }[];
    const links = new LinksScreen(page, '/card-add-links');
    await links.goto();
    await links.openCreate('Kaarttoevoeglink maken');
    await links.field('Klant').fill(customer!.email_address);
    await page
      .getByRole('option', { name: new RegExp(customer!.email_address.replace(/[.+]/g, '\\$&')) })
      .click();
    await links.choose('Betaalprofiel');
    await links.panelButton('Kaarttoevoeglink maken');
    await expect(links.panel.getByText('Je nieuwe kaarttoevoeglink')).toBeVisible();
    const shown = (await links.url.textContent()) ?? '';
    const token = LinksScreen.tokenOf(shown);
    await links.panelButton('Klaar');

    await links.row(customer!.email_address).first().click();
    await expect(links.url).toHaveText(new RegExp(token));
    await links.panelButton('Link annuleren');
    await links.confirm('Link annuleren');
    await expect(page.getByText('Kaarttoevoeglink geannuleerd')).toBeVisible();
    await expect(links.panel.getByText('Geannuleerd')).toBeVisible();
    await expect(links.panel.getByRole('button', { name: 'Link annuleren' })).toHaveCount(0);
  });

  test('a user who may only read links sees neither Create, Edit nor Deactivate', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.support);
    const [open] = (await (
      await page.request.get('/api/paymentlink?active=true&status=CREATED&_limit=1')
    ).json()) as LinkRow[];
    await page.goto(`/payment-links?active=true&_open=${open!.id}`);
    const panel = page.getByRole('dialog');
    await expect(panel.getByTestId('link-url')).toHaveText(open!.url);
    await expect(panel.getByRole('button', { name: 'Deactiveren' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Bewerken' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Betaallink maken' })).toHaveCount(0);
  });

  test('provider staff inside the merchant deactivate as its owner does', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.pspAdmin);
    const merchants = (await (
      await page.request.get('/api/organisation?kind=merchant&_limit=500')
    ).json()) as {
      id: string;
      name: string;
    }[];
    const bakery = merchants.find((merchant) => merchant.name === 'Bakkerij De Gouden Korst')!.id;
    const [open] = (await (
      await page.request.get('/api/paymentlink?active=true&status=CREATED&_limit=1', {
        headers: { 'X-Organisation': bakery },
      })
    ).json()) as LinkRow[];
    const links = new LinksScreen(page, `/psp/merchants/${bakery}/payment-links`);
    await page.goto(`/psp/merchants/${bakery}/payment-links?active=true&_open=${open!.id}`);
    await links.panelButton('Deactiveren');
    await links.confirm('Deactiveren');
    await expect(page.getByText('Betaallink gedeactiveerd')).toBeVisible();
    const after = (await (
      await page.request.get(`/api/paymentlink/${open!.id}`, { headers: { 'X-Organisation': bakery } })
    ).json()) as LinkRow;
    expect(after.active).toBe(false);
  });

  test('a link made in the screen and paid on its page with 4242… shows DONE and its payment', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const links = new LinksScreen(page, '/payment-links');
    await links.goto();
    await links.openCreate('Betaallink maken');
    // The chain's own Webshop profile takes cards.
    await links.choose('Betaalprofiel', /^Webshop · Bakkerij De Gouden Korst \(EUR\)$/);
    const reference = `LINK-PAID-${uniqueSuffix()}`;
    await links.field(/^Bedrag \(EUR\)/).fill('24,50');
    await links.field('Omschrijving').fill('Appeltaart (12 personen)');
    await links.field('Referentie').fill(reference);
    await links.panelButton('Betaallink maken');
    const url = (await links.url.textContent()) ?? '';

    // The customer pays without the merchant's session.
    await page.context().clearCookies();
    const hosted = new HostedPaymentPage(page);
    await hosted.goto(new URL(url).pathname);
    await hosted.fillCard('4242 4242 4242 4242');
    await hosted.button(/^Pay /).click();
    await expect(hosted.heading('Payment received')).toBeVisible();

    await LoginPage.as(page, DEMO_USERS.owner);
    const link = await linkByReference(page, reference);
    expect(link).toMatchObject({ status: 'DONE', active: false });
    await page.goto(`/payment-links?_open=${link.id}`);
    await expect(links.panel.getByText('Afgerond')).toBeVisible();
    await links.panel.getByRole('tab', { name: 'Betalingen' }).click();
    const payments = links.panel.getByRole('table', { name: 'Betalingen' }).locator('tbody tr');
    await expect(payments).toHaveCount(1);
    await expect(payments).toContainText('€ 24,50');
    await payments.click();
    // The payment opens in the transactions screen, naming the link it was paid through.
    await expect(page).toHaveURL(/\/transactions\?payment_link=/);
    await expect(page.getByRole('dialog').getByRole('link', { name: reference })).toBeVisible();
  });
});
