-- Issue 15 (money): pricing, packages, settlement profiles and schedules, one-offs, the double-entry
-- ledger, settlements with their lines, and payouts (ADR 0015).
--
-- Sign convention of the ledger: a posting's amount is signed minor units, DEBIT POSITIVE and CREDIT
-- NEGATIVE; the postings of one entry sum to zero. Asset and expense accounts (processor_receivable,
-- payouts_in_transit, psp_bank, processor_cost, partner_commission) grow by debits; liability and revenue
-- accounts (merchant_available, merchant_reserve, partner_payable, psp_revenue) grow by credits, so a
-- merchant's available balance is MINUS the sum of its merchant_available postings. Balances are always
-- sums of postings, never a stored column.

-- Pricing schemes: fee lines gain an event (payment, refund, chargeback), card brand and region,
-- currency, minimum and maximum (still one jsonb array, validated by the domain schema); a reserve
-- scheme holds for reserve_days; a cost scheme names the gateway whose processors charge it.
ALTER TABLE pricing_schemes ADD COLUMN reserve_days integer CHECK (reserve_days BETWEEN 0 AND 730);
ALTER TABLE pricing_schemes ADD COLUMN gateway text;
ALTER TABLE pricing_schemes ADD COLUMN description text;
CREATE INDEX pricing_schemes_type_idx ON pricing_schemes (organisation_id, type, active);

-- A package bundles a revenue and a reserve scheme, optionally a partner scheme and its partner.
CREATE TABLE packages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  name text NOT NULL,
  description text,
  revenue_scheme_id uuid NOT NULL REFERENCES pricing_schemes(id) ON DELETE RESTRICT,
  reserve_scheme_id uuid REFERENCES pricing_schemes(id) ON DELETE RESTRICT,
  partner_scheme_id uuid REFERENCES pricing_schemes(id) ON DELETE RESTRICT,
  partner_organisation_id uuid REFERENCES organisations(id) ON DELETE RESTRICT,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((partner_scheme_id IS NULL) = (partner_organisation_id IS NULL))
);
CREATE INDEX packages_organisation_idx ON packages (organisation_id);

-- The package a merchant is priced by (none: no fees are charged).
ALTER TABLE organisations ADD COLUMN package_id uuid REFERENCES packages(id) ON DELETE RESTRICT;

-- When settlement runs: weekly on a weekday, daily, or monthly on a day, at an hour (UTC).
CREATE TABLE settlement_schedules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  name text NOT NULL,
  frequency text NOT NULL CHECK (frequency IN ('DAILY', 'WEEKLY', 'MONTHLY')),
  -- ISO weekday, 1 = Monday (WEEKLY); day of the month 1..28 (MONTHLY)
  weekday integer CHECK (weekday BETWEEN 1 AND 7),
  month_day integer CHECK (month_day BETWEEN 1 AND 28),
  hour integer NOT NULL DEFAULT 6 CHECK (hour BETWEEN 0 AND 23),
  active boolean NOT NULL DEFAULT true,
  last_run_at timestamptz,
  next_run_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((frequency = 'WEEKLY') = (weekday IS NOT NULL)),
  CHECK ((frequency = 'MONTHLY') = (month_day IS NOT NULL))
);
CREATE INDEX settlement_schedules_due_idx ON settlement_schedules (next_run_at) WHERE active;

-- How a merchant is paid in one currency: bank account, delay, minimum payout, schedule.
CREATE TABLE settlement_profiles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  name text NOT NULL,
  currency_code char(3) NOT NULL,
  bank_account_id uuid NOT NULL REFERENCES bank_accounts(id) ON DELETE RESTRICT,
  settlement_schedule_id uuid NOT NULL REFERENCES settlement_schedules(id) ON DELETE RESTRICT,
  -- entries settle once they are this many days old (the merchant's settlement delay, T+n)
  delay_days integer NOT NULL DEFAULT 2 CHECK (delay_days BETWEEN 0 AND 90),
  -- below this net amount nothing is paid out; the settlement is carried over
  minimum_payout bigint NOT NULL DEFAULT 0 CHECK (minimum_payout >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX settlement_profiles_one_active ON settlement_profiles (organisation_id, currency_code)
  WHERE active;
CREATE INDEX settlement_profiles_schedule_idx ON settlement_profiles (settlement_schedule_id);

-- Ad-hoc charges (CHARGE: the merchant pays) and credits (CREDIT: the merchant receives) that go into
-- the merchant's next settlement in their currency.
CREATE TABLE one_offs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  type text NOT NULL CHECK (type IN ('CHARGE', 'CREDIT')),
  description text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  currency_code char(3) NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'BOOKED', 'CANCELLED')),
  -- the ledger entry that booked it (BOOKED)
  ledger_entry_id uuid,
  effective_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_offs_organisation_idx ON one_offs (organisation_id, created_at DESC);

-- One balanced movement in one currency. organisation_id is the merchant whose books it belongs to.
CREATE TABLE ledger_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  currency_code char(3) NOT NULL,
  kind text NOT NULL CHECK (kind IN (
    'PAYMENT', 'FEE', 'PROCESSOR_COST', 'RESERVE_HOLD', 'RESERVE_RELEASE', 'PARTNER_SHARE',
    'REFUND', 'REFUND_FEE', 'CHARGEBACK', 'CHARGEBACK_FEE', 'ONE_OFF', 'PAYOUT', 'PAYOUT_PAID',
    'PAYOUT_RETURNED')),
  -- the absolute amount moved, for display (the postings carry the signs)
  amount bigint NOT NULL CHECK (amount >= 0),
  -- what produced it: the record (transaction, refund, chargeback, oneoff, payout, ledgerentry) ...
  source_type text NOT NULL CHECK (source_type IN (
    'transaction', 'refund', 'chargeback', 'oneoff', 'payout', 'ledgerentry')),
  source_id uuid NOT NULL,
  -- ... the payment it is about, and the event that caused it (null for jobs and the settlement run)
  transaction_id uuid REFERENCES transactions(id) ON DELETE RESTRICT,
  event_id uuid,
  processor_id uuid REFERENCES processors(id) ON DELETE RESTRICT,
  payment_product text,
  -- fees, costs, reserve and partner share: the scheme and the fee line (as applied) that produced it
  pricing_scheme_id uuid REFERENCES pricing_schemes(id) ON DELETE RESTRICT,
  fee_line jsonb,
  description text,
  -- one entry per cause: e.g. 'transaction:<id>:PAYMENT', 'reserve_release:<hold entry id>'
  idempotency_key text NOT NULL UNIQUE,
  -- when the money moved (the status change, not the write); settlement and balances go by it
  effective_at timestamptz NOT NULL,
  -- RESERVE_HOLD only: when the hold is released
  release_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_merchant_idx ON ledger_entries (organisation_id, currency_code, effective_at);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id) WHERE transaction_id IS NOT NULL;
CREATE INDEX ledger_entries_source_idx ON ledger_entries (source_type, source_id);
CREATE INDEX ledger_entries_release_idx ON ledger_entries (release_at) WHERE kind = 'RESERVE_HOLD';
CREATE INDEX ledger_entries_effective_idx ON ledger_entries (effective_at);

CREATE TABLE ledger_postings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entry_id uuid NOT NULL REFERENCES ledger_entries(id) ON DELETE RESTRICT,
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  account text NOT NULL CHECK (account IN (
    'merchant_available', 'merchant_reserve', 'psp_revenue', 'processor_receivable', 'processor_cost',
    'partner_payable', 'partner_commission', 'payouts_in_transit', 'psp_bank')),
  -- whose account: the merchant (merchant_*), the processor (processor_*), the partner organisation
  -- (partner_*), null for the provider's own accounts
  holder_id uuid,
  -- signed minor units: debit positive, credit negative
  amount bigint NOT NULL CHECK (amount <> 0),
  currency_code char(3) NOT NULL,
  effective_at timestamptz NOT NULL
);
CREATE INDEX ledger_postings_entry_idx ON ledger_postings (entry_id);
CREATE INDEX ledger_postings_balance_idx ON ledger_postings (organisation_id, account, currency_code, effective_at);

-- Every entry balances: checked at commit, once per entry written in the transaction.
CREATE FUNCTION ledger_entry_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  currencies integer;
BEGIN
  SELECT coalesce(sum(amount), 0), count(DISTINCT currency_code) INTO total, currencies
    FROM ledger_postings WHERE entry_id = NEW.entry_id;
  IF total <> 0 OR currencies > 1 THEN
    RAISE EXCEPTION 'ledger entry % does not balance (sum %, % currencies)', NEW.entry_id, total, currencies
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_postings_balance
  AFTER INSERT OR UPDATE ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_entry_balances();

-- Entries and postings are never changed: a correction is a new entry.
CREATE FUNCTION ledger_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only (%)', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();

ALTER TABLE one_offs ADD CONSTRAINT one_offs_ledger_entry_fk
  FOREIGN KEY (ledger_entry_id) REFERENCES ledger_entries(id) ON DELETE RESTRICT;

-- A settlement run: per schedule (or on demand), everything effective up to its cutoff.
CREATE TABLE settlement_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  settlement_schedule_id uuid REFERENCES settlement_schedules(id) ON DELETE RESTRICT,
  trigger text NOT NULL CHECK (trigger IN ('SCHEDULE', 'MANUAL')),
  status text NOT NULL DEFAULT 'RUNNING' CHECK (status IN ('RUNNING', 'COMPLETED', 'FAILED')),
  cutoff timestamptz NOT NULL,
  settlements_count integer NOT NULL DEFAULT 0,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- one run per schedule and cutoff, so a job delivered twice resumes the same run
CREATE UNIQUE INDEX settlement_runs_schedule_cutoff ON settlement_runs (settlement_schedule_id, cutoff)
  WHERE settlement_schedule_id IS NOT NULL;

-- Settlements (from 0001) gain their profile, run, bank account, totals by line kind and payout date.
-- amount stays the net; the totals are signed as their effect on the merchant (fees negative).
ALTER TABLE settlements ADD COLUMN settlement_profile_id uuid REFERENCES settlement_profiles(id) ON DELETE RESTRICT;
ALTER TABLE settlements ADD COLUMN settlement_run_id uuid REFERENCES settlement_runs(id) ON DELETE RESTRICT;
ALTER TABLE settlements ADD COLUMN bank_account_id uuid REFERENCES bank_accounts(id) ON DELETE RESTRICT;
ALTER TABLE settlements ADD COLUMN reference text;
ALTER TABLE settlements ADD COLUMN gross_amount bigint NOT NULL DEFAULT 0;
ALTER TABLE settlements ADD COLUMN fee_amount bigint NOT NULL DEFAULT 0;
ALTER TABLE settlements ADD COLUMN refund_amount bigint NOT NULL DEFAULT 0;
ALTER TABLE settlements ADD COLUMN chargeback_amount bigint NOT NULL DEFAULT 0;
ALTER TABLE settlements ADD COLUMN reserve_amount bigint NOT NULL DEFAULT 0;
ALTER TABLE settlements ADD COLUMN one_off_amount bigint NOT NULL DEFAULT 0;
ALTER TABLE settlements ADD COLUMN carried_over_amount bigint NOT NULL DEFAULT 0;
ALTER TABLE settlements ADD COLUMN line_count integer NOT NULL DEFAULT 0;
ALTER TABLE settlements ADD COLUMN payout_date date;
-- status: PENDING (payout on its way), PAID_OUT, CARRIED_OVER (below the minimum or negative: its
-- amount opens the next settlement of the merchant and currency), FAILED (payout returned)
CREATE UNIQUE INDEX settlements_one_per_run ON settlements (settlement_run_id, organisation_id, currency_code)
  WHERE settlement_run_id IS NOT NULL;
CREATE INDEX settlements_created_idx ON settlements (created_at DESC);

-- Every line explains one ledger entry (its effect on the merchant's available balance, signed), or
-- carries over the amount of an earlier settlement of the same merchant and currency.
CREATE TABLE settlement_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  settlement_id uuid NOT NULL REFERENCES settlements(id) ON DELETE RESTRICT,
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  kind text NOT NULL CHECK (kind IN (
    'PAYMENT', 'FEE', 'RESERVE_HOLD', 'RESERVE_RELEASE', 'REFUND', 'REFUND_FEE', 'CHARGEBACK',
    'CHARGEBACK_FEE', 'ONE_OFF', 'CARRIED_OVER')),
  ledger_entry_id uuid UNIQUE REFERENCES ledger_entries(id) ON DELETE RESTRICT,
  carried_settlement_id uuid UNIQUE REFERENCES settlements(id) ON DELETE RESTRICT,
  transaction_id uuid REFERENCES transactions(id) ON DELETE RESTRICT,
  amount bigint NOT NULL,
  currency_code char(3) NOT NULL,
  effective_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((ledger_entry_id IS NULL) <> (carried_settlement_id IS NULL))
);
CREATE INDEX settlement_lines_settlement_idx ON settlement_lines (settlement_id, effective_at, id);

-- The money sent to the merchant's bank account for one settlement.
CREATE TABLE payouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  settlement_id uuid NOT NULL UNIQUE REFERENCES settlements(id) ON DELETE RESTRICT,
  bank_account_id uuid NOT NULL REFERENCES bank_accounts(id) ON DELETE RESTRICT,
  amount bigint NOT NULL CHECK (amount > 0),
  currency_code char(3) NOT NULL,
  status text NOT NULL DEFAULT 'IN_TRANSIT' CHECK (status IN ('IN_TRANSIT', 'PAID', 'FAILED')),
  -- the bank transfer's reference the merchant sees on its statement
  reference text NOT NULL,
  ledger_entry_id uuid NOT NULL REFERENCES ledger_entries(id) ON DELETE RESTRICT,
  expected_at date NOT NULL,
  paid_at timestamptz,
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payouts_organisation_idx ON payouts (organisation_id, created_at DESC);
CREATE INDEX payouts_due_idx ON payouts (expected_at) WHERE status = 'IN_TRANSIT';
