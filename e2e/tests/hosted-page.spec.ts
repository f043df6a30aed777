import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { fromNow } from '../pages/clock';
import { DEMO_USERS } from '../pages/demoUsers';
import { HostedPaymentPage, makeDesign, makeLink } from '../pages/HostedPaymentPage';
import { ListScreen } from '../pages/ListScreen';
import { LoginPage } from '../pages/LoginPage';
import { makePayment, uniqueReference } from '../pages/payments';

/** The test design's colours, as the browser computes them. */
const DESIGN = {
  header_color: '#123456',
  header_text_color: '#fefefe',
  button_color: '#0b7285',
  button_text_color: '#ffffff',
  background_color: '#fff9db',
  number_format: 'en_US',
  payment_product_order: 'card,ideal',
  // A logo that never loads (nothing listens there): the page leaves it out rather than show it broken.
  logo_url: 'http://localhost:9/logo.svg',
};

async function paymentLink(page: Page, fields: Record<string, unknown> = {}) {
  await LoginPage.as(page, DEMO_USERS.owner);
  const design = await makeDesign(page.request, DESIGN);
  const reference = uniqueReference('link');
  const link = await makeLink(page.request, DEMO_USERS.owner, 'paymentlink', {
    description: 'Wedding cake deposit',
    merchant_reference: reference,
    checkout_design: design,
    ...fields,
  });
  // The customer is no merchant user: the page is opened without the merchant's session.
  await page.context().clearCookies();
  return { ...link, reference };
}

test.describe('hosted payment page', () => {
  test('a link the merchant made, paid with an approved card, is in the transactions list with its decision trace', async ({
    page,
  }) => {
    const link = await paymentLink(page);
    const hosted = new HostedPaymentPage(page);
    await hosted.goto(link.path);
    await expect(hosted.header).toContainText('Payment to Bakkerij De Gouden Korst');
    await expect(hosted.header).toContainText('€24.50');
    await expect(hosted.header).toContainText('Wedding cake deposit');
    await expect(hosted.header.getByRole('img')).toHaveCount(0);
    await hosted.fillCard('4242 4242 4242 4242');
    await hosted.button('Pay €24.50').click();
    await expect(hosted.heading('Payment received')).toBeFocused();

    await LoginPage.as(page, DEMO_USERS.owner);
    const list = new ListScreen(page, `/transactions?merchant_reference=${link.reference}`);
    await list.goto();
    await list.open(link.reference);
    await list.panel.getByRole('tab', { name: 'Beslissing' }).click();
    await expect(
      list.panel.getByRole('region', { name: 'Pogingen bij processors' }).getByText('Goedgekeurd'),
    ).toBeVisible();
  });

  test('a declined card shows why, and the customer tries again with another card', async ({ page }) => {
    const link = await paymentLink(page);
    const hosted = new HostedPaymentPage(page);
    await hosted.goto(link.path);
    await hosted.fillCard('4000000000000002');
    await hosted.button(/^Pay/).click();
    await expect(hosted.heading('Payment declined')).toBeFocused();
    await hosted.button('Try again').click();
    await expect(hosted.field('Card number')).toBeFocused();
    await hosted.fillCard('5555555555554444');
    await hosted.button(/^Pay/).click();
    await expect(hosted.heading('Payment received')).toBeVisible();
  });

  test('a 3-D Secure card goes through the challenge page and back to the result', async ({ page }) => {
    const link = await paymentLink(page);
    const hosted = new HostedPaymentPage(page);
    await hosted.goto(link.path);
    await hosted.fillCard('4000002760003184');
    await hosted.button(/^Pay/).click();
    await expect(page.getByRole('heading', { name: '3-D Secure (simulated)' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(new RegExp(`${link.path}\\?transaction=`));
    await expect(hosted.heading('Payment received')).toBeVisible();
  });

  test('the 3-D Secure page of an API payment speaks the shopper’s language and says in words how it ended', async ({
    browser,
    request,
    baseURL,
  }) => {
    const made = await makePayment(request, DEMO_USERS.owner, {
      reference: uniqueReference('3ds-nl'),
      amount: 1250,
      cardNumber: '4000002760003184',
    });
    const dutch = await browser.newContext({ locale: 'nl-NL', baseURL });
    const page = await dutch.newPage();
    await page.goto(made.next_action!.url);
    await expect(page.getByRole('heading', { name: '3-D Secure (gesimuleerd)' })).toBeVisible();
    await expect(page.getByText(/^Betaling van €\s12,50 aan 3ds-nl-/)).toBeVisible();
    await page.getByRole('button', { name: 'Goedkeuren' }).click();
    await expect(page.getByRole('heading', { name: 'Bedankt' })).toBeVisible();
    await expect(page.getByText('Uw betaling is goedgekeurd.')).toBeVisible();
    await expect(page.getByText(/SETTLEMENT_REQUESTED|AUTHORIZED/)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await dutch.close();
  });

  test('iDEAL goes through the issuer page; the merchant gets the customer back at its return URL', async ({
    page,
  }) => {
    const link = await paymentLink(page, { return_url: 'http://localhost:9/shop/thanks' });
    const hosted = new HostedPaymentPage(page);
    await hosted.goto(link.path);
    await page.getByLabel('iDEAL').check();
    await expect(hosted.field('Card number')).toHaveCount(0);
    await hosted.button('Continue with iDEAL').click();
    await expect(page.getByRole('heading', { name: 'iDEAL (simulated)' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(hosted.heading('Payment received')).toBeVisible();
    const back = page.getByRole('link', { name: 'Return to Bakkerij De Gouden Korst' });
    await expect(back).toHaveAttribute(
      'href',
      /^http:\/\/localhost:9\/shop\/thanks\?transaction=[0-9a-f-]{36}&status=approved$/,
    );
    // The way back is timed, and the customer may turn the time off to read the result (WCAG 2.2.1).
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(back).toBeFocused();
    await page.waitForTimeout(5_500);
    await expect(page).toHaveURL(new RegExp(link.path));
    await expect(hosted.heading('Payment received')).toBeVisible();
  });

  test('a card-add link stores the card, and the customer detail then shows it', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const customers = (await (await page.request.get('/api/customer?_limit=1&_sort=-created_at')).json()) as {
      id: string;
    }[];
    const customer = customers[0]!.id;
    const link = await makeLink(page.request, DEMO_USERS.owner, 'cardaddlink', { customer });
    await page.context().clearCookies();
    const hosted = new HostedPaymentPage(page);
    await hosted.goto(link.path);
    await expect(page.getByText('Nothing is charged now.')).toBeVisible();
    await hosted.fillCard('5555555555554444');
    await hosted.button('Save card').click();
    await expect(hosted.heading('Card saved')).toBeVisible();
    await expect(page.getByText('ending in 4444')).toBeVisible();

    await LoginPage.as(page, DEMO_USERS.owner);
    await page.goto(`/customers?_open=${customer}`);
    await expect(page.getByRole('dialog').getByText(/Mastercard 555555•• •••• 4444/)).toBeVisible();
  });

  test('a card-add link takes a card the issuer authenticates through 3-D Secure first', async ({ page }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const customers = (await (await page.request.get('/api/customer?_limit=1&_sort=created_at')).json()) as {
      id: string;
    }[];
    const link = await makeLink(page.request, DEMO_USERS.owner, 'cardaddlink', {
      customer: customers[0]!.id,
    });
    await page.context().clearCookies();
    const hosted = new HostedPaymentPage(page);
    await hosted.goto(link.path);
    await hosted.fillCard('4000002760003184');
    await hosted.button('Save card').click();
    await expect(page.getByRole('heading', { name: '3-D Secure (simulated)' })).toBeVisible();
    await expect(page.getByText('ending in 3184')).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(hosted.heading('Card saved')).toBeVisible();
    await expect(page.getByText('ending in 3184')).toBeVisible();
  });

  test('an expired link shows a clear page and takes no payment', async ({ page }) => {
    // A link cannot be made already expired: it is made to expire in two seconds, and then opened.
    const link = await paymentLink(page, { expires_at: fromNow(2_000).toISOString() });
    await page.waitForTimeout(2_500);
    const response = await page.goto(link.path);
    expect(response?.status()).toBe(410);
    const hosted = new HostedPaymentPage(page);
    await expect(hosted.heading('This link is no longer available')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByText('Bakkerij De Gouden Korst')).toHaveCount(0);
  });

  test('the design is applied (computed colours), the page is keyboard-only usable, loads nothing from elsewhere, and axe finds nothing serious', async ({
    page,
  }) => {
    const link = await paymentLink(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const hosted = new HostedPaymentPage(page);
    const response = await page.goto(link.path);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    const style = (selector: string, property: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
    await expect(hosted.header).toBeVisible();
    expect(await style('.pay-header', 'background-color')).toBe('rgb(18, 52, 86)');
    expect(await style('.pay-header', 'color')).toBe('rgb(254, 254, 254)');
    expect(await style('.pay-submit', 'background-color')).toBe('rgb(11, 114, 133)');
    expect(await style('body', 'background-color')).toBe('rgb(255, 249, 219)');
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard only: the products, then the card fields in order, then the button.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Card', { exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(hosted.field('Card number')).toBeFocused();
    await page.keyboard.type('4242424242424241');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12/20');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(hosted.button(/^Pay/)).toBeFocused();
    await page.keyboard.press('Enter');
    // Errors are announced (role=alert), tied to their fields, and the first wrong field takes the focus.
    await expect(page.getByRole('alert')).toHaveText('Please correct the fields marked below.');
    await expect(hosted.field('Card number')).toBeFocused();
    await expect(hosted.field('Card number')).toHaveAccessibleDescription('This card number is not valid.');
    await expect(hosted.field(/^Expiry date/)).toHaveAccessibleDescription('This card has expired.');
    await expect(hosted.field(/^Security code/)).toHaveAccessibleDescription(
      'Enter the 3-digit security code.',
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Control+A');
    await page.keyboard.type('4242424242424242');
    await hosted.field(/^Expiry date/).fill('');
    await hosted.field(/^Expiry date/).focus();
    await page.keyboard.type('12/40');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await expect(hosted.heading('Payment received')).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    const origin = new URL(page.url()).origin;
    // Nothing but the page's own files and the merchant's own logo (the one address its design names).
    expect(requests.filter((url) => !url.startsWith(origin) && url !== DESIGN.logo_url)).toEqual([]);
  });
});

test.describe('hosted payment page in Dutch', () => {
  test.use({ locale: 'nl-NL' });

  test('speaks Dutch from Accept-Language, writes the amount in the design format, and switches to English', async ({
    page,
  }) => {
    await LoginPage.as(page, DEMO_USERS.owner);
    const design = await makeDesign(page.request, {
      ...DESIGN,
      number_format: 'nl_NL',
      show_language_switch: true,
    });
    const link = await makeLink(page.request, DEMO_USERS.owner, 'paymentlink', {
      description: 'Bruidstaart aanbetaling',
      checkout_design: design,
    });
    await page.context().clearCookies();
    const hosted = new HostedPaymentPage(page);
    await hosted.goto(link.path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(hosted.header).toContainText('Betaling aan Bakkerij De Gouden Korst');
    await hosted.button('Betaal € 24,50').click();
    await expect(page.getByRole('alert')).toHaveText('Verbeter de velden hieronder.');
    await expect(hosted.field('Kaartnummer')).toHaveAccessibleDescription('Vul het kaartnummer in.');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('group', { name: 'Taal' }).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(hosted.button('Pay € 24,50')).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
