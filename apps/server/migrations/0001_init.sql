-- Initial schema: every entity of the three specification documents.
-- Conventions: uuid ids (gen_random_uuid), money as bigint minor units with a currency_code beside it,
-- times as timestamptz, organisation_id on every tenant-owned row. Status values are validated by the
-- shared domain catalogue, not repeated here.

CREATE TABLE organisations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  parent_id uuid REFERENCES organisations(id) ON DELETE RESTRICT,
  kind text NOT NULL DEFAULT 'merchant' CHECK (kind IN ('provider', 'merchant')),
  name text NOT NULL,
  email text,
  phone text,
  street text,
  street_number text,
  extended_address text,
  country_code char(2) NOT NULL,
  region text,
  postal_code text,
  locality text,
  tax_number text,
  base_currency char(3) NOT NULL DEFAULT 'EUR',
  collecting boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  modules text[] NOT NULL DEFAULT '{}',
  mfa_required boolean NOT NULL DEFAULT false,
  session_idle_minutes integer CHECK (session_idle_minutes BETWEEN 1 AND 1440),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'provider') = (parent_id IS NULL) OR kind = 'merchant')
);
CREATE INDEX organisations_parent_idx ON organisations (parent_id);
CREATE UNIQUE INDEX organisations_single_provider ON organisations (kind) WHERE kind = 'provider';

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  email text NOT NULL,
  name text NOT NULL,
  language text NOT NULL DEFAULT 'en',
  password_hash text,
  roles text[] NOT NULL DEFAULT '{}',
  blocked boolean NOT NULL DEFAULT false,
  mfa_type text CHECK (mfa_type IN ('email', 'google')),
  totp_secret text,
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_idx ON users (lower(email));
CREATE INDEX users_organisation_idx ON users (organisation_id);

CREATE TABLE password_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_history_user_idx ON password_history (user_id, created_at DESC);

-- The session token itself is never stored: id is the SHA-256 of the token sent in the cookie.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Fixed-window counters for throttling (per IP, per account); shared by every server process.
CREATE TABLE throttle_counters (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key, window_start)
);

CREATE TABLE bank_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  holder_name text NOT NULL,
  iban text NOT NULL,
  bic text,
  currency_code char(3) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bank_accounts_organisation_idx ON bank_accounts (organisation_id);

CREATE TABLE processors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  name text NOT NULL,
  payment_product text NOT NULL,
  gateway text NOT NULL DEFAULT 'direct',
  active boolean NOT NULL DEFAULT true,
  config jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX processors_organisation_idx ON processors (organisation_id);

CREATE TABLE middlewares (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  name text NOT NULL,
  type text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  config jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX middlewares_organisation_idx ON middlewares (organisation_id);

CREATE TABLE routings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  name text NOT NULL,
  payment_product text NOT NULL,
  details jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX routings_organisation_idx ON routings (organisation_id);

CREATE TABLE checkout_designs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  name text NOT NULL,
  description text,
  header_payment_description text NOT NULL DEFAULT 'merchant_reference',
  background_color text,
  background_image_url text,
  logo_url text,
  header_color text,
  header_text_color text,
  button_color text,
  button_text_color text,
  show_language_switch boolean NOT NULL DEFAULT false,
  payment_product_order text,
  number_format text NOT NULL DEFAULT 'en_US',
  css text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX checkout_designs_organisation_idx ON checkout_designs (organisation_id);

CREATE TABLE payment_profiles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  name text NOT NULL,
  display_name text NOT NULL,
  website text,
  description text,
  currency_code char(3) NOT NULL,
  bank_account_id uuid REFERENCES bank_accounts(id) ON DELETE SET NULL,
  intelligent_routing boolean NOT NULL DEFAULT false,
  -- payment product -> routing id
  routing jsonb NOT NULL DEFAULT '{}',
  webhook_chargeback_update text,
  webhook_refund_update text,
  webhook_transaction_update text,
  webhook_failed_email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_profiles_organisation_idx ON payment_profiles (organisation_id);

CREATE TABLE payment_profile_processors (
  payment_profile_id uuid NOT NULL REFERENCES payment_profiles(id) ON DELETE CASCADE,
  processor_id uuid NOT NULL REFERENCES processors(id) ON DELETE RESTRICT,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (payment_profile_id, processor_id)
);

CREATE TABLE payment_profile_middlewares (
  payment_profile_id uuid NOT NULL REFERENCES payment_profiles(id) ON DELETE CASCADE,
  middleware_id uuid NOT NULL REFERENCES middlewares(id) ON DELETE RESTRICT,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (payment_profile_id, middleware_id)
);

CREATE TABLE tags (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  text text NOT NULL,
  color text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tags_organisation_idx ON tags (organisation_id);

CREATE TABLE validation_rulesets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  name text NOT NULL,
  action text NOT NULL CHECK (action IN ('tag', 'block', '3dSecure')),
  webhook_url text,
  email text,
  tag_id uuid REFERENCES tags(id) ON DELETE RESTRICT,
  payment_profile_id uuid REFERENCES payment_profiles(id) ON DELETE CASCADE,
  rules jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX validation_rulesets_organisation_idx ON validation_rulesets (organisation_id);

CREATE TABLE merchant_category_codes (
  number integer PRIMARY KEY,
  title text NOT NULL
);

CREATE TABLE customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  email_address text NOT NULL,
  first_name text,
  last_name text,
  initials text,
  title text,
  gender text,
  postal_code text,
  street_address text,
  house_number text,
  house_number_suffix text,
  city text,
  region text,
  country_code char(2),
  date_of_birth date,
  fax_number text,
  phone_number text,
  segment text,
  social_security_number text,
  status text NOT NULL DEFAULT 'UNKNOWN',
  status_reason text,
  merchant_reference text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customers_organisation_created_idx ON customers (organisation_id, created_at DESC);
CREATE INDEX customers_created_idx ON customers (created_at DESC);

-- Card data as a PSP back-office may hold it: never the full number, only bin, last four and a fingerprint.
CREATE TABLE cards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  customer_id uuid REFERENCES customers(id) ON DELETE SET NULL,
  brand text NOT NULL,
  bin text NOT NULL,
  last4 char(4) NOT NULL,
  expiry_month smallint NOT NULL,
  expiry_year smallint NOT NULL,
  holder_name text,
  fingerprint text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cards_customer_idx ON cards (customer_id);

CREATE TABLE plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  name text NOT NULL,
  description text,
  dynamic_descriptor text,
  amount bigint NOT NULL CHECK (amount >= 0),
  payment_profile_id uuid NOT NULL REFERENCES payment_profiles(id) ON DELETE RESTRICT,
  checkout_design_id uuid REFERENCES checkout_designs(id) ON DELETE SET NULL,
  interval text NOT NULL,
  interval_count integer NOT NULL DEFAULT 1 CHECK (interval_count >= 1),
  max_billing_cycle integer CHECK (max_billing_cycle >= 1),
  statuses_subscription_update text[] NOT NULL DEFAULT '{}',
  webhook_subscription_update text,
  email_subscription_update text,
  redirect_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plans_organisation_idx ON plans (organisation_id);

-- amount: minor units for fixed_cents; for percentage a fraction in millionths (0.125 = 125000).
CREATE TABLE subscription_discounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  name text NOT NULL,
  type text NOT NULL DEFAULT 'fixed_cents' CHECK (type IN ('percentage', 'fixed_cents')),
  amount bigint NOT NULL CHECK (amount > 0),
  duration integer CHECK (duration >= 1),
  minimum_amount bigint CHECK (minimum_amount >= 0),
  limit_to_first_order boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (type <> 'percentage' OR amount <= 1000000)
);
CREATE INDEX subscription_discounts_organisation_idx ON subscription_discounts (organisation_id);

CREATE TABLE subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE RESTRICT,
  plan_id uuid NOT NULL REFERENCES plans(id) ON DELETE RESTRICT,
  payment_profile_id uuid REFERENCES payment_profiles(id) ON DELETE RESTRICT,
  billing_cycle integer NOT NULL DEFAULT 1,
  due_date date,
  max_billing_cycle integer CHECK (max_billing_cycle >= 1),
  payment_product text NOT NULL DEFAULT 'card',
  subscription_url text,
  status text NOT NULL DEFAULT 'CREATED',
  status_reason text,
  last_paid_cycle integer,
  last_paid_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_organisation_idx ON subscriptions (organisation_id, created_at DESC);
CREATE INDEX subscriptions_customer_idx ON subscriptions (customer_id);

CREATE TABLE subscription_attached_discounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  subscription_id uuid NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
  subscription_discount_id uuid NOT NULL REFERENCES subscription_discounts(id) ON DELETE RESTRICT,
  active boolean NOT NULL DEFAULT true,
  applied_duration integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX subscription_one_active_discount ON subscription_attached_discounts (subscription_id) WHERE active;

CREATE TABLE settlements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  payment_profile_id uuid REFERENCES payment_profiles(id) ON DELETE RESTRICT,
  amount bigint NOT NULL,
  currency_code char(3) NOT NULL,
  status text NOT NULL DEFAULT 'PENDING',
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  paid_out_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX settlements_organisation_idx ON settlements (organisation_id, created_at DESC);

CREATE TABLE processor_settlements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  processor_id uuid REFERENCES processors(id) ON DELETE RESTRICT,
  name text NOT NULL,
  type text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  last timestamptz,
  last_run timestamptz,
  config jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE settlement_updates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  processor_settlement_id uuid NOT NULL REFERENCES processor_settlements(id) ON DELETE CASCADE,
  last timestamptz NOT NULL,
  old_last timestamptz,
  update_last_run boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  payment_profile_id uuid NOT NULL REFERENCES payment_profiles(id) ON DELETE RESTRICT,
  processor_id uuid REFERENCES processors(id) ON DELETE RESTRICT,
  customer_id uuid REFERENCES customers(id) ON DELETE SET NULL,
  card_id uuid REFERENCES cards(id) ON DELETE SET NULL,
  subscription_id uuid REFERENCES subscriptions(id) ON DELETE SET NULL,
  subscription_cycle integer,
  settlement_id uuid REFERENCES settlements(id) ON DELETE SET NULL,
  merchant_reference text NOT NULL,
  description text,
  amount bigint NOT NULL CHECK (amount >= 0),
  currency_code char(3) NOT NULL,
  status text NOT NULL,
  status_reason text,
  blocked boolean NOT NULL DEFAULT false,
  three_d_secure boolean NOT NULL DEFAULT false,
  tag_ids uuid[] NOT NULL DEFAULT '{}',
  payment_product text NOT NULL,
  payment_product_type text,
  recurring_type text,
  country_code char(2),
  platform text,
  browser text,
  ip_address text,
  processor_id_external text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_organisation_created_idx ON transactions (organisation_id, created_at DESC);
CREATE INDEX transactions_created_idx ON transactions (created_at DESC);
CREATE INDEX transactions_customer_idx ON transactions (customer_id);
CREATE INDEX transactions_reference_idx ON transactions (merchant_reference text_pattern_ops);

CREATE TABLE transaction_status_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  transaction_id uuid NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
  status text NOT NULL,
  status_reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transaction_status_history_tx_idx ON transaction_status_history (transaction_id, created_at);

CREATE TABLE refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  transaction_id uuid NOT NULL REFERENCES transactions(id) ON DELETE RESTRICT,
  payment_profile_id uuid NOT NULL REFERENCES payment_profiles(id) ON DELETE RESTRICT,
  customer_id uuid REFERENCES customers(id) ON DELETE SET NULL,
  card_id uuid REFERENCES cards(id) ON DELETE SET NULL,
  settlement_id uuid REFERENCES settlements(id) ON DELETE SET NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  currency_code char(3) NOT NULL,
  reason text,
  status text NOT NULL DEFAULT 'PENDING',
  processor_id_external text,
  last_status_update timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refunds_organisation_created_idx ON refunds (organisation_id, created_at DESC);
CREATE INDEX refunds_transaction_idx ON refunds (transaction_id);

CREATE TABLE chargebacks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  transaction_id uuid NOT NULL REFERENCES transactions(id) ON DELETE RESTRICT,
  payment_profile_id uuid NOT NULL REFERENCES payment_profiles(id) ON DELETE RESTRICT,
  processor_id uuid REFERENCES processors(id) ON DELETE RESTRICT,
  customer_id uuid REFERENCES customers(id) ON DELETE SET NULL,
  card_id uuid REFERENCES cards(id) ON DELETE SET NULL,
  settlement_id uuid REFERENCES settlements(id) ON DELETE SET NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  currency_code char(3) NOT NULL,
  reason text,
  reason_code text,
  status text NOT NULL DEFAULT 'OPEN',
  source_type text,
  work_by_date date,
  processor_id_external text,
  last_status_update timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chargebacks_organisation_created_idx ON chargebacks (organisation_id, created_at DESC);
CREATE INDEX chargebacks_transaction_idx ON chargebacks (transaction_id);

CREATE TABLE payment_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  payment_profile_id uuid NOT NULL REFERENCES payment_profiles(id) ON DELETE RESTRICT,
  customer_id uuid REFERENCES customers(id) ON DELETE SET NULL,
  transaction_id uuid REFERENCES transactions(id) ON DELETE SET NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  currency_code char(3) NOT NULL,
  description text,
  merchant_reference text,
  status text NOT NULL DEFAULT 'CREATED',
  active boolean NOT NULL DEFAULT true,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_links_organisation_idx ON payment_links (organisation_id, created_at DESC);

CREATE TABLE card_add_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  payment_profile_id uuid NOT NULL REFERENCES payment_profiles(id) ON DELETE RESTRICT,
  customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  card_id uuid REFERENCES cards(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'CREATED',
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX card_add_links_organisation_idx ON card_add_links (organisation_id, created_at DESC);

CREATE TABLE scheduled_transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  payment_profile_id uuid NOT NULL REFERENCES payment_profiles(id) ON DELETE RESTRICT,
  customer_id uuid REFERENCES customers(id) ON DELETE SET NULL,
  subscription_id uuid REFERENCES subscriptions(id) ON DELETE CASCADE,
  transaction_id uuid REFERENCES transactions(id) ON DELETE SET NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  currency_code char(3) NOT NULL,
  due_date date NOT NULL,
  status text NOT NULL DEFAULT 'CREATED',
  status_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scheduled_transactions_organisation_idx ON scheduled_transactions (organisation_id, created_at DESC);

CREATE TABLE status_updates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  type text NOT NULL CHECK (type IN ('transaction', 'refund')),
  transaction_id uuid REFERENCES transactions(id) ON DELETE CASCADE,
  refund_id uuid REFERENCES refunds(id) ON DELETE CASCADE,
  status text NOT NULL,
  status_reason text,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'transaction') = (transaction_id IS NOT NULL) AND (type = 'refund') = (refund_id IS NOT NULL))
);

CREATE TABLE report_schedules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  name text NOT NULL,
  frequency text NOT NULL,
  filters jsonb NOT NULL DEFAULT '{}',
  recipients text[] NOT NULL DEFAULT '{}',
  next_run_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  report_schedule_id uuid REFERENCES report_schedules(id) ON DELETE SET NULL,
  name text NOT NULL,
  category text NOT NULL DEFAULT 'transactions',
  filters jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'PENDING',
  count integer,
  content bytea,
  content_type text,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  processed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reports_organisation_idx ON reports (organisation_id, created_at DESC);

CREATE TABLE webhooks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  url text NOT NULL,
  type text NOT NULL,
  item_id uuid,
  status text,
  payload jsonb NOT NULL DEFAULT '{}',
  delivered boolean NOT NULL DEFAULT false,
  delivered_on timestamptz,
  manual boolean NOT NULL DEFAULT false,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhooks_organisation_idx ON webhooks (organisation_id, created_at DESC);

CREATE TABLE webhook_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  webhook_id uuid NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  status_code integer,
  content text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_history_webhook_idx ON webhook_history (webhook_id, created_at DESC);

CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  payment_profile_id uuid REFERENCES payment_profiles(id) ON DELETE CASCADE,
  name text NOT NULL,
  -- the first characters of the key, shown to tell keys apart; the key itself is stored hashed
  prefix text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  last_used_at timestamptz,
  revoked_at timestamptz,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_keys_organisation_idx ON api_keys (organisation_id);

CREATE TABLE audit_trail_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  parent_id uuid REFERENCES audit_trail_items(id) ON DELETE SET NULL,
  route text NOT NULL,
  destination text,
  type text NOT NULL,
  method text NOT NULL,
  url text NOT NULL,
  response_code integer NOT NULL,
  origin text,
  authentication text NOT NULL CHECK (authentication IN ('api', 'jwt')),
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  api_key_id uuid REFERENCES api_keys(id) ON DELETE SET NULL,
  request jsonb NOT NULL DEFAULT '{}',
  response jsonb NOT NULL DEFAULT '{}',
  transaction_id uuid REFERENCES transactions(id) ON DELETE SET NULL,
  payment_profile_id uuid REFERENCES payment_profiles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_trail_items_created_idx ON audit_trail_items (created_at DESC);
CREATE INDEX audit_trail_items_transaction_idx ON audit_trail_items (transaction_id);

CREATE TABLE welcome_mails (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  name text NOT NULL,
  content text NOT NULL,
  "default" boolean NOT NULL DEFAULT false,
  psp_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX welcome_mails_one_default ON welcome_mails (organisation_id) WHERE "default";
CREATE UNIQUE INDEX welcome_mails_one_psp_default ON welcome_mails (organisation_id) WHERE psp_default;

CREATE TABLE share_credentials (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL,
  type text NOT NULL CHECK (type IN ('processor', 'processorsettlement')),
  gateway text NOT NULL,
  payment_product text,
  processor_settlement_type text,
  -- [{ name, description, value }]; values are stored encrypted
  details jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX share_credentials_organisation_idx ON share_credentials (organisation_id);

CREATE TABLE pricing_schemes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  type text NOT NULL CHECK (type IN ('REVENUE', 'RESERVE', 'COST', 'PARTNER')),
  name text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  visible boolean NOT NULL DEFAULT true,
  -- fee lines: [{ payment_product, fixed (minor units), percentage (basis points) }]
  fees jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Mail outbox: every mail is written here first; a job delivers it over SMTP, or it stays readable
-- at /dev/mailbox when no SMTP server is configured.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid REFERENCES organisations(id) ON DELETE SET NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  html text NOT NULL,
  text text NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'kept')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_recipient_idx ON mail_outbox (lower(recipient), created_at DESC);
