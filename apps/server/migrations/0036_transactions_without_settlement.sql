-- Issue 15 (session 8, ADR 0015): a payment's settlement is read from the settlement line of its PAYMENT
-- entry (0034), so transactions.settlement_id is no longer written. Its foreign key made deleting a
-- settlement (the run drops an empty one) scan every payment for ON DELETE SET NULL: the column goes.
ALTER TABLE transactions DROP COLUMN settlement_id;
