import type { Gateway, PaymentProduct } from '../processors/processor.schema.js';

/** How a processor settlement report is fetched. */
export const PROCESSOR_SETTLEMENT_TYPES = ['sftp', 'api'] as const;
export type ProcessorSettlementType = (typeof PROCESSOR_SETTLEMENT_TYPES)[number];

/**
 * A configuration field a gateway needs. Every field of the catalogue is a text field and therefore
 * required (000 §2: text fields are required by default); `secret` fields are typed into a password
 * input. Every value is stored encrypted whatever the field.
 */
export interface ConfigurationField {
  name: string;
  description: string;
  secret: boolean;
}

const text = (name: string, description: string): ConfigurationField => ({
  name,
  description,
  secret: false,
});
const secret = (name: string, description: string): ConfigurationField => ({
  name,
  description,
  secret: true,
});

interface GatewayConfiguration {
  /** Fields every processor of the gateway needs. */
  processor: readonly ConfigurationField[];
  /** Extra fields for one payment product. */
  products: Partial<Record<PaymentProduct, readonly ConfigurationField[]>>;
  /** Extra fields of the gateway's settlement report per way of fetching it. */
  settlement: Partial<Record<ProcessorSettlementType, readonly ConfigurationField[]>>;
}

const SETTLEMENT_FIELDS: Record<ProcessorSettlementType, readonly ConfigurationField[]> = {
  sftp: [
    text('sftp_host', 'Host name of the SFTP server with the reports'),
    text('sftp_username', 'User name on the SFTP server'),
    secret('sftp_private_key', 'Private key (PEM) of the SFTP user'),
    text('sftp_directory', 'Directory that holds the settlement reports'),
  ],
  api: [],
};

/** The configuration fields of the gateways the processors use (see the demo seed). */
export const GATEWAY_CONFIGURATION: Record<Gateway, GatewayConfiguration> = {
  direct: {
    processor: [],
    products: {
      paypal: [
        text('client_id', 'PayPal REST app client id'),
        secret('client_secret', 'PayPal REST app secret'),
        text('merchant_id', 'PayPal merchant id of the account'),
      ],
      card: [
        text('acquirer_merchant_id', 'Merchant id at the acquirer'),
        text('terminal_id', 'Terminal id at the acquirer'),
        secret('acquirer_api_key', 'API key of the acquirer connection'),
      ],
    },
    settlement: { api: [secret('report_api_key', 'API key for downloading settlement reports')] },
  },
  adyen: {
    processor: [
      text('merchant_account', 'Merchant account name'),
      secret('api_key', 'API key of the web service user'),
      secret('hmac_key', 'HMAC key for notifications'),
      text('live_url_prefix', 'Live endpoint URL prefix'),
    ],
    products: {
      applepay: [text('apple_merchant_id', 'Apple Pay merchant identifier')],
      card: [secret('client_key', 'Client key for the card component')],
    },
    settlement: {
      api: [
        text('report_user', 'Report user name (report@Company.Account)'),
        secret('report_password', 'Password of the report user'),
      ],
    },
  },
  stripe: {
    processor: [
      text('account_id', 'Stripe account id (acct_...)'),
      secret('secret_key', 'Secret API key (sk_live_...)'),
      secret('webhook_secret', 'Webhook signing secret (whsec_...)'),
    ],
    products: { applepay: [text('apple_merchant_id', 'Apple Pay merchant identifier')] },
    settlement: { api: [secret('report_api_key', 'Restricted key with the reporting permission')] },
  },
  buckaroo: {
    processor: [text('website_key', 'Website key'), secret('secret_key', 'Secret key')],
    products: {},
    settlement: { api: [] },
  },
  mollie: {
    processor: [
      text('profile_id', 'Website profile id (pfl_...)'),
      secret('api_key', 'Live API key (live_...)'),
    ],
    products: {},
    settlement: { api: [secret('organization_access_token', 'Organisation access token for settlements')] },
  },
  worldline: {
    processor: [
      text('merchant_id', 'PSPID of the merchant'),
      text('api_key_id', 'API key id'),
      secret('api_secret', 'API secret'),
    ],
    products: { bancontact: [text('bancontact_merchant_id', 'Bancontact merchant id')] },
    settlement: {
      api: [
        text('report_user', 'Report user name'),
        secret('report_password', 'Password of the report user'),
      ],
    },
  },
};

export interface ConfigurationChoice {
  gateway?: string | null;
  type?: string | null;
  payment_product?: string | null;
  processor_settlement_type?: string | null;
}

function isGateway(gateway: string | null | undefined): gateway is Gateway {
  return !!gateway && Object.hasOwn(GATEWAY_CONFIGURATION, gateway);
}

/** The catalogue fields of a gateway with a payment product or settlement type; empty until chosen. */
export function configurationFields(choice: ConfigurationChoice): readonly ConfigurationField[] {
  if (!isGateway(choice.gateway)) return [];
  const gateway = GATEWAY_CONFIGURATION[choice.gateway];
  switch (choice.type) {
    case 'processor': {
      const product = choice.payment_product as PaymentProduct | null | undefined;
      if (!product) return [];
      return [...gateway.processor, ...(gateway.products[product] ?? [])];
    }
    case 'processorsettlement': {
      const settlementType = choice.processor_settlement_type as ProcessorSettlementType | null | undefined;
      if (!settlementType || !(PROCESSOR_SETTLEMENT_TYPES as readonly string[]).includes(settlementType))
        return [];
      return [...SETTLEMENT_FIELDS[settlementType], ...(gateway.settlement[settlementType] ?? [])];
    }
    default:
      return [];
  }
}

export interface DetailRow {
  name: string;
  description?: string | null;
  value?: string | null;
}

/** 'Add configuration': the rows plus an empty row per catalogue field whose name is not there yet. */
export function addConfiguration<R extends DetailRow>(
  rows: readonly R[],
  choice: ConfigurationChoice,
): (R | { name: string; description: string; value: string })[] {
  const present = new Set(rows.map((row) => row.name.trim()));
  const added = configurationFields(choice)
    .filter((field) => !present.has(field.name))
    .map((field) => ({ name: field.name, description: field.description, value: '' }));
  return [...rows, ...added];
}

/** Whether the catalogue types a detail's value as a secret (a password input). */
export function isSecretField(choice: ConfigurationChoice, name: string): boolean {
  return configurationFields(choice).some((field) => field.name === name && field.secret);
}
