import { expect, type Page } from '@playwright/test';
import { ListScreen } from './ListScreen';

/** Texts of the webhook screens in the logged-in user's language. */
export const WEBHOOK_LABELS = {
  en: {
    create: 'Send test webhook',
    type: 'Type',
    url: 'URL',
    status: 'Status',
    send: 'Send',
    clone: 'Clone',
    cloneRow: /^Clone the webhook /,
    history: 'History',
    reload: 'Reload',
    rotate: /^(Rotate secret|Create secret)$/,
    done: 'Done, I have stored it',
    replay: 'Replay',
    replayed: /Replay finished; webhooks sent again: \d+/,
    merchant: 'Merchant',
    rulesetMatch: 'Ruleset match',
  },
  nl: {
    create: 'Testwebhook versturen',
    type: 'Type',
    url: 'URL',
    status: 'Status',
    send: 'Versturen',
    clone: 'Klonen',
    cloneRow: /^Webhook .* klonen$/,
    history: 'Geschiedenis',
    reload: 'Herladen',
    rotate: /^(Geheim vervangen|Geheim aanmaken)$/,
    done: 'Klaar, ik heb het bewaard',
    replay: 'Opnieuw afspelen',
    replayed: /Opnieuw afspelen klaar; webhooks opnieuw verstuurd: \d+/,
    merchant: 'Merchant',
    rulesetMatch: 'Regelset-treffer',
  },
} as const;
type Labels = (typeof WEBHOOK_LABELS)[keyof typeof WEBHOOK_LABELS];

/** The webhooks and webhook-testing lists: test send, detail history, clone, replay and the secret. */
export class WebhooksPage extends ListScreen {
  constructor(
    page: Page,
    path: string,
    readonly labels: Labels,
  ) {
    super(page, path);
  }

  /** Sends a ruleset-match test webhook (no status) to `url` from the create form. */
  async sendRulesetMatch(url: string) {
    await this.openCreate(this.labels.create);
    await this.field(this.labels.type).click();
    await this.page.getByRole('option', { name: this.labels.rulesetMatch }).click();
    await expect(this.field(this.labels.status)).toBeDisabled();
    await this.field(this.labels.url).fill(url);
    await this.panelButton(this.labels.send);
    await expect(this.panel).toHaveCount(0);
  }

  /** Rotates (or creates) the signing secret; the secret shown once. */
  async rotateSecret(): Promise<string> {
    await this.page.getByRole('button', { name: this.labels.rotate }).click();
    const shown = this.page.getByTestId('webhook-secret');
    await expect(shown).toBeVisible();
    return (await shown.textContent()) ?? '';
  }

  async closeSecret() {
    await this.page.getByRole('button', { name: this.labels.done }).click();
    await expect(this.page.getByTestId('webhook-secret')).toHaveCount(0);
  }

  get history() {
    return this.panel.getByTestId('webhook-history');
  }

  async showHistory() {
    await this.panel.getByRole('tab', { name: this.labels.history }).click();
  }
}
