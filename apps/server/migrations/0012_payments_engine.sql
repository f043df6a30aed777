-- The payments engine (issue 9): what the simulated processors do, failover lists, the state a payment
-- made through /v1 carries, and idempotency keys of the payments API.

-- A simulated processor answers after this many milliseconds (0 in tests), with the outcome of the test
-- card or amount unless an operator forces one (docs: README test cards), and settles captured payments
-- after this many days.
ALTER TABLE processors
  ADD COLUMN simulated_latency_ms integer NOT NULL DEFAULT 0 CHECK (simulated_latency_ms BETWEEN 0 AND 30000),
  ADD COLUMN simulated_outcome text,
  ADD COLUMN settlement_delay_days integer NOT NULL DEFAULT 2 CHECK (settlement_delay_days BETWEEN 0 AND 30);

-- Per organisation and payment product, the processors a retryable outcome fails over to, in order.
CREATE TABLE failovers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  payment_product text NOT NULL,
  processor_ids uuid[] NOT NULL DEFAULT '{}',
  max_attempts integer NOT NULL DEFAULT 3 CHECK (max_attempts BETWEEN 1 AND 10),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organisation_id, payment_product)
);

-- A payment's capture: automatic (captured right after authorisation) or manual (by a capture call),
-- the amount captured so far (a partial capture captures less than the amount), when an uncaptured
-- authorisation expires, when a captured payment settles, the decision trace (rulesets, routing path,
-- middlewares, processor attempts), the customer's next step (3-D Secure or redirect), the merchant's
-- return address and its own metadata.
ALTER TABLE transactions
  ADD COLUMN capture_mode text NOT NULL DEFAULT 'automatic' CHECK (capture_mode IN ('automatic', 'manual')),
  ADD COLUMN captured_amount bigint NOT NULL DEFAULT 0 CHECK (captured_amount >= 0),
  ADD COLUMN authorization_expires_at timestamptz,
  ADD COLUMN settle_after timestamptz,
  ADD COLUMN decision jsonb,
  ADD COLUMN next_action jsonb,
  ADD COLUMN return_url text,
  ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}';

-- Payments made before the engine existed were captured in full once they reached capture.
UPDATE transactions SET captured_amount = amount
 WHERE status IN ('SETTLEMENT_REQUESTED', 'SENT_FOR_SETTLEMENT', 'SETTLING', 'SETTLEMENT_COMPLETED',
                  'SETTLEMENT_EXTERNALLY', 'SETTLED', 'PAID', 'CHARGEBACK');

-- The lifecycle jobs look for payments whose moment has come.
CREATE INDEX transactions_authorization_expiry_idx ON transactions (authorization_expires_at)
  WHERE authorization_expires_at IS NOT NULL;
CREATE INDEX transactions_settle_after_idx ON transactions (settle_after) WHERE settle_after IS NOT NULL;

-- Idempotency-Key of a POST to /v1, per API key, kept 24 hours: the request's hash, and once it is done
-- its status and body to replay.
CREATE TABLE idempotency_keys (
  api_key_id uuid NOT NULL REFERENCES api_keys(id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (api_key_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
