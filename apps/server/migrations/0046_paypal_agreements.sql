-- PayPal subscriptions (issue 29, ADR 0014): the customer approves the first cycle's payment at PayPal
-- (the engine's redirect), which gives the merchant a billing agreement; later cycles are charged on it
-- as merchant-initiated payments. The agreement is that approved first payment.
ALTER TABLE subscriptions ADD COLUMN paypal_agreement_id uuid REFERENCES transactions(id) ON DELETE SET NULL;
-- The charge a PayPal subscription waits on while its customer is at PayPal is found by its payment.
CREATE INDEX scheduled_transactions_transaction_idx ON scheduled_transactions (transaction_id)
  WHERE transaction_id IS NOT NULL;
