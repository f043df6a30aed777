-- The lifecycle jobs (issue 9) act on a payment's moments. Payments written before them get theirs:
-- an open authorisation waits for a manual capture and expires a week after it was made, a payment
-- waiting for settlement settles after its processor's settlement delay.
UPDATE transactions
   SET capture_mode = 'manual', authorization_expires_at = created_at + interval '7 days'
 WHERE status IN ('AUTHORIZED', 'REAUTHORIZED') AND authorization_expires_at IS NULL;

UPDATE transactions t
   SET settle_after = t.updated_at + make_interval(days => p.settlement_delay_days)
  FROM processors p
 WHERE p.id = t.processor_id AND t.status = 'SETTLEMENT_REQUESTED' AND t.settle_after IS NULL;
