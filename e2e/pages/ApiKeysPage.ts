import { expect, type Page } from '@playwright/test';

/** Texts of the screen in the logged-in user's language. */
export const API_KEY_LABELS = {
  en: {
    create: 'Create API key',
    name: 'Name',
    organisation: 'Organisation',
    paymentProfile: 'Payment profile',
    copy: 'Copy key',
    done: 'Done, I have stored the key',
    revoke: 'Revoke',
    revokeTitle: 'Revoke API key',
    active: 'Active',
    revoked: 'Revoked',
  },
  nl: {
    create: 'API-sleutel aanmaken',
    name: 'Naam',
    organisation: 'Organisatie',
    paymentProfile: 'Betaalprofiel',
    copy: 'Sleutel kopiëren',
    done: 'Klaar, ik heb de sleutel bewaard',
    revoke: 'Intrekken',
    revokeTitle: 'API-sleutel intrekken',
    active: 'Actief',
    revoked: 'Ingetrokken',
  },
} as const;
type Labels = (typeof API_KEY_LABELS)[keyof typeof API_KEY_LABELS];

/** The API key list (/psp/api-keys, /apiSettings): create with the one-time secret, detail, revoke. */
export class ApiKeysPage {
  constructor(
    private readonly page: Page,
    private readonly labels: Labels,
  ) {}

  async goto(path: string) {
    await this.page.goto(path);
    await expect(this.rows.first()).toBeVisible();
  }

  get rows() {
    return this.page.getByRole('table').locator('tbody tr');
  }

  row(name: string) {
    return this.rows.filter({ hasText: name });
  }

  /** The side panel (create form or record); a confirmation opens above it as a second dialog. */
  get drawer() {
    return this.page.getByRole('dialog').first();
  }

  field(label: string) {
    return this.drawer.getByLabel(new RegExp(`^${label}`));
  }

  get createButton() {
    return this.page.getByRole('button', { name: this.labels.create, exact: true });
  }

  get secret() {
    return this.page.getByTestId('api-key-secret');
  }

  private async choose(label: string, option: string) {
    await this.field(label).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Fills and sends the create form; answers the secret it shows once. */
  async create(name: string, options: { merchant?: string; profile?: string } = {}): Promise<string> {
    await this.createButton.click();
    await this.field(this.labels.name).fill(name);
    if (options.merchant) await this.choose(this.labels.organisation, options.merchant);
    if (options.profile) await this.choose(this.labels.paymentProfile, options.profile);
    await this.drawer.getByRole('button', { name: this.labels.create, exact: true }).click();
    await expect(this.secret).toBeVisible();
    return ((await this.secret.textContent()) ?? '').trim();
  }

  async closeSecret() {
    await this.drawer.getByRole('button', { name: this.labels.done }).click();
    await expect(this.drawer).toBeHidden();
  }

  async open(name: string) {
    await this.row(name).click();
    await expect(this.drawer).toBeVisible();
  }

  async revokeOpen() {
    await this.drawer.getByRole('button', { name: this.labels.revoke, exact: true }).click();
    const confirm = this.page.getByRole('dialog', { name: this.labels.revokeTitle });
    await confirm.getByRole('button', { name: this.labels.revoke, exact: true }).click();
    await expect(confirm).toBeHidden();
  }
}
