import { expect, type Page } from '@playwright/test';
import { ListScreen } from './ListScreen';

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
    active: 'Actief',
    revoked: 'Ingetrokken',
  },
} as const;
type Labels = (typeof API_KEY_LABELS)[keyof typeof API_KEY_LABELS];

/** The API key list (/psp/api-keys, /apiSettings): create with the one-time secret, record, revoke. */
export class ApiKeysPage extends ListScreen {
  constructor(
    page: Page,
    path: string,
    readonly labels: Labels,
  ) {
    super(page, path);
  }

  get createButton() {
    return this.page.getByRole('button', { name: this.labels.create, exact: true });
  }

  get secret() {
    return this.page.getByTestId('api-key-secret');
  }

  private async chooseExact(label: string, option: string) {
    await this.field(label).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Fills and sends the create form; answers the secret it shows once. */
  async create(name: string, options: { merchant?: string; profile?: string } = {}): Promise<string> {
    await this.openCreate(this.labels.create);
    await this.field(this.labels.name).fill(name);
    if (options.merchant) await this.chooseExact(this.labels.organisation, options.merchant);
    if (options.profile) await this.chooseExact(this.labels.paymentProfile, options.profile);
    await this.panelButton(this.labels.create);
    await expect(this.secret).toBeVisible();
    return ((await this.secret.textContent()) ?? '').trim();
  }

  async closeSecret() {
    await this.panelButton(this.labels.done);
    await expect(this.panel).toBeHidden();
  }

  async revokeOpenKey() {
    await this.panelButton(this.labels.revoke);
    await this.confirm(this.labels.revoke);
    await expect(this.page.getByRole('dialog')).toHaveCount(1);
  }
}
