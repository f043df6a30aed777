import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { fromNow, testNow, uniqueSuffix } from '../pages/clock';
import { DEMO_USERS } from '../pages/demoUsers';
import { ListScreen } from '../pages/ListScreen';
import { LoginPage } from '../pages/LoginPage';
import { listOrganisations } from '../pages/merchants';

/** The bank's pain.002 answer to a payout file: the payout returned, account closed (AC04). */
function returnReport(file: string, reference: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10"><CstmrPmtStsRpt>
<GrpHdr><MsgId>STS-${uniqueSuffix()}</MsgId><CreDtTm>${testNow().toISOString()}</CreDtTm></GrpHdr>
<OrgnlGrpInfAndSts><OrgnlMsgId>${file}</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId></OrgnlGrpInfAndSts>
<OrgnlPmtInfAndSts><OrgnlPmtInfId>${file}-1</OrgnlPmtInfId><TxInfAndSts><OrgnlEndToEndId>${reference}</OrgnlEndToEndId>
<TxSts>RJCT</TxSts><StsRsnInf><Rsn><Cd>AC04</Cd></Rsn></StsRsnInf></TxInfAndSts></OrgnlPmtInfAndSts>
</CstmrPmtStsRpt></Document>`;
}

test.describe('host2host: payout files for the bank (issue 15, optional module)', () => {
  test("a PSP finance user makes a payout file, downloads it and imports the bank's return; the merchant sees its payout failed and why (Dutch); axe", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await LoginPage.as(page, DEMO_USERS.pspAdmin);
    // A payout on its way for the bakery: a credit settled by a run started now.
    const [bakery] = await listOrganisations(page.request, 'name=Bakkerij De Gouden Korst');
    const credit = await page.request.post('/api/oneoff', {
      data: {
        organisation: bakery!.id,
        type: 'CREDIT',
        description: 'E2E host2host goodwill credit',
        amount: 250_000,
        currency_code: 'EUR',
        effective_at: fromNow(-5 * 86_400_000).toISOString(),
      },
    });
    expect(credit.status()).toBe(201);
    const run = await (
      await page.request.post('/api/settlement', { data: { organisation: bakery!.id } })
    ).json();
    let reference = '';
    await expect(async () => {
      const settlements = await (
        await page.request.get(
          `/api/settlement?settlement_run=${run.id}&organisation=${bakery!.id}&currency_code=EUR`,
        )
      ).json();
      expect(settlements[0]?.status).toBe('PENDING');
      reference = settlements[0].reference;
    }).toPass({ timeout: 60_000 });

    await page.goto('/psp/finance/host2host');
    await expect(page.getByRole('heading', { level: 1, name: 'Host-to-host' })).toBeVisible();
    await expect(page.getByTestId('payout-files-pending')).toContainText('Wacht op een bestand');
    expect(await seriousViolations(page)).toEqual([]);

    const screen = new ListScreen(page, '/psp/finance/host2host');
    await page.getByRole('button', { name: 'Uitbetalingsbestand maken' }).click();
    await screen.confirm('Uitbetalingsbestand maken');
    const row = screen.rows.filter({ hasText: 'Aangemaakt' }).first();
    await expect(row).toBeVisible();
    const file = (await row.getAttribute('data-file'))!;

    const downloading = page.waitForEvent('download');
    await row.getByRole('link', { name: `Uitbetalingsbestand ${file} downloaden` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${file}.xml`);
    const xml = await readFile((await download.path())!, 'utf8');
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
    expect(xml).toContain(`<EndToEndId>${reference}</EndToEndId>`);

    await row.getByRole('button', { name: `Uitbetalingsbestand ${file} markeren als verzonden` }).click();
    await screen.confirm('Markeren als verzonden');
    await expect(page.locator(`tr[data-file="${file}"]`)).toContainText('Verzonden');

    const choosing = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Statusrapport van de bank importeren' }).click();
    await (await choosing).setFiles({
      name: 'pain002.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(returnReport(file, reference)),
    });
    const result = page.getByTestId('bank-status-result');
    await expect(result).toContainText(reference);
    await expect(result).toContainText('AC04 · Rekening opgeheven');
    await expect(result).toContainText('Mislukt: het geld staat weer op het saldo van de merchant');
    await expect(page.locator(`tr[data-file="${file}"]`)).toContainText('Mislukte uitbetalingen: 1');
    expect(await seriousViolations(page)).toEqual([]);

    // The merchant's finance user sees the settlement failed, and why.
    const context = await browser.newContext();
    const merchant = await context.newPage();
    await LoginPage.as(merchant, DEMO_USERS.finance);
    const settlements = new ListScreen(merchant, '/finance/settlements');
    await settlements.goto();
    await expect(settlements.row(reference)).toContainText('Mislukt');
    await settlements.open(reference);
    await expect(settlements.panel).toContainText('AC04 · Rekening opgeheven');
    expect(await seriousViolations(merchant)).toEqual([]);
    await context.close();
  });
});
