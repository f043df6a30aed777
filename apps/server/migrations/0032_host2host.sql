-- Host-to-host with the provider's bank (ADR 0019): payout files (ISO 20022 pain.001.001.09 credit
-- transfers) and what the bank's status reports (pain.002) did to the payouts they name.

-- A file of payment instructions for the bank, made by the provider organisation for its IN_TRANSIT
-- payouts. CREATED → SENT (the operator delivered it) → ACKNOWLEDGED (a status report named it) or
-- REJECTED (the bank refused the whole file: its payouts are free for the next file).
CREATE TABLE payout_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  -- the file's GrpHdr/MsgId, unique: the bank's status report names the file by it
  message_id text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'CREATED' CHECK (status IN ('CREATED', 'SENT', 'ACKNOWLEDGED', 'REJECTED')),
  payout_count integer NOT NULL CHECK (payout_count > 0),
  -- per currency: [{ currency_code, count, amount }] in minor units, never summed across currencies
  totals jsonb NOT NULL,
  -- the XML exactly as it was made (and downloaded, and sent)
  content text NOT NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  sent_at timestamptz,
  acknowledged_at timestamptz,
  -- the MsgId of the last status report that named the file
  status_report_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payout_files_organisation_idx ON payout_files (organisation_id, created_at DESC);

-- The payouts of a file. A payout is in at most one live file; a REJECTED file's rows stop being live.
CREATE TABLE payout_file_payouts (
  payout_file_id uuid NOT NULL REFERENCES payout_files(id) ON DELETE RESTRICT,
  payout_id uuid NOT NULL REFERENCES payouts(id) ON DELETE RESTRICT,
  live boolean NOT NULL DEFAULT true,
  PRIMARY KEY (payout_file_id, payout_id)
);
CREATE UNIQUE INDEX payout_file_payouts_one_live ON payout_file_payouts (payout_id) WHERE live;

-- A payout the bank returned: its reason code (ISO 20022 external status reason, e.g. AC04) on the
-- settlement the merchant reads.
ALTER TABLE settlements ADD COLUMN failure_reason text;

-- The PAYOUT_RETURNED entry (money back on the merchant's available balance) is a line of the next
-- settlement.
ALTER TABLE settlement_lines DROP CONSTRAINT settlement_lines_kind_check;
ALTER TABLE settlement_lines ADD CONSTRAINT settlement_lines_kind_check CHECK (kind IN (
  'PAYMENT', 'FEE', 'RESERVE_HOLD', 'RESERVE_RELEASE', 'REFUND', 'REFUND_FEE', 'CHARGEBACK',
  'CHARGEBACK_FEE', 'ONE_OFF', 'CARRIED_OVER', 'PAYOUT_RETURNED'));
