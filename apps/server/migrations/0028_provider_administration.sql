-- Provider administration (issue 15, ADR 0016).

-- What a processor reports it settled, one row per settled payment of its report, imported by the
-- processor settlement import (a run moves the processor settlement's last and last_run). Matched to our
-- payment by processor and external id at import time; a record whose payment we do not know keeps
-- transaction_id NULL (missing on our side).
CREATE TABLE processor_settlement_records (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  processor_settlement_id uuid NOT NULL REFERENCES processor_settlements(id) ON DELETE CASCADE,
  external_id text NOT NULL,
  transaction_id uuid REFERENCES transactions(id) ON DELETE SET NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  currency_code char(3) NOT NULL,
  fee bigint NOT NULL DEFAULT 0 CHECK (fee >= 0),
  settled_at timestamptz NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (processor_settlement_id, external_id)
);
CREATE INDEX processor_settlement_records_settled_idx
  ON processor_settlement_records (processor_settlement_id, settled_at);
CREATE INDEX processor_settlement_records_transaction_idx ON processor_settlement_records (transaction_id);

-- Our settled payments per processor by the moment they settled (their last status change): what the
-- import and the reconciliation's "missing on the processor's side" read. Partial: settled payments only.
CREATE INDEX transactions_processor_settled_idx ON transactions (processor_id, updated_at)
  WHERE status IN ('SETTLEMENT_COMPLETED', 'SETTLEMENT_EXTERNALLY', 'SETTLED', 'PAID');

-- One generation number per in-process cache: clearing a cache raises it, and every server process
-- compares its copy's generation with this row before trusting it (safe with several processes).
CREATE TABLE cache_generations (
  name text PRIMARY KEY,
  generation bigint NOT NULL DEFAULT 0,
  cleared_at timestamptz,
  cleared_by uuid REFERENCES users(id) ON DELETE SET NULL
);

-- Payment terminals of a merchant (TERMINAL_LIST), active or inactive.
CREATE TABLE terminals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  payment_profile_id uuid REFERENCES payment_profiles(id) ON DELETE SET NULL,
  name text NOT NULL,
  serial_number text NOT NULL UNIQUE,
  model text NOT NULL,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
  last_seen_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX terminals_organisation_idx ON terminals (organisation_id, created_at DESC);

-- The optional SAP module: a merchant's onboarding as a customer in the provider's SAP system.
CREATE TABLE sap_onboardings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  company_code text NOT NULL,
  sap_customer_number text,
  status text NOT NULL DEFAULT 'CREATED' CHECK (status IN ('CREATED', 'ONBOARDED', 'DELETED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sap_onboardings_organisation_idx ON sap_onboardings (organisation_id);
