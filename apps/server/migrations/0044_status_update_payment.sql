-- Issue 29 (001 §2.9): a status update names the payment it concerns whatever its type (a refund's is
-- the payment it refunds) and that payment's profile, so the list shows a refund row's merchant
-- reference and transaction type and takes `_populate=transaction,payment_profile` like the other lists.
ALTER TABLE status_updates
  DROP CONSTRAINT status_updates_check,
  ADD COLUMN payment_profile_id uuid REFERENCES payment_profiles(id) ON DELETE CASCADE;

UPDATE status_updates AS s SET transaction_id = r.transaction_id
  FROM refunds AS r WHERE s.type = 'refund' AND r.id = s.refund_id;
UPDATE status_updates AS s SET payment_profile_id = t.payment_profile_id
  FROM transactions AS t WHERE t.id = s.transaction_id;

ALTER TABLE status_updates
  ALTER COLUMN transaction_id SET NOT NULL,
  ALTER COLUMN payment_profile_id SET NOT NULL,
  ADD CONSTRAINT status_updates_refund_check CHECK ((type = 'refund') = (refund_id IS NOT NULL));
CREATE INDEX status_updates_payment_profile_idx ON status_updates (payment_profile_id);
