-- Subscription billing (issue 14, ADR 0014). Each upcoming charge is a scheduled transaction; the billing
-- run takes those due, charges them through the payments engine and moves the subscription.

-- The card a subscription is charged on (given through its link, or one of the customer's stored cards),
-- the day its cycles are counted from, since when it owes a cycle, and its test clock: the day the
-- billing treats as today for it (null: the real day).
ALTER TABLE subscriptions
  ADD COLUMN card_id uuid REFERENCES cards(id) ON DELETE SET NULL,
  ADD COLUMN billing_anchor date,
  ADD COLUMN past_due_since date,
  ADD COLUMN test_clock date;
CREATE INDEX subscriptions_status_idx ON subscriptions (status, past_due_since) WHERE status = 'PAST_DUE';

-- The subscription link is a card-add link of the subscription's customer (the hosted page's flow).
ALTER TABLE card_add_links ADD COLUMN subscription_id uuid REFERENCES subscriptions(id) ON DELETE CASCADE;
CREATE INDEX card_add_links_subscription_idx ON card_add_links (subscription_id) WHERE subscription_id IS NOT NULL;

-- A charge: the cycle it bills (null for a one-off charge), the stored card, the discount taken off,
-- its tries so far and the day of the next one (a subscription's; null while it waits for a card; a
-- one-off charge is due on its due_date until its one try), and the try in flight: a
-- run that dies after the processor call leaves it, and the next run makes the same try again with the
-- same payment id, so the processor answers it with its first result and the payment is written once.
ALTER TABLE scheduled_transactions
  ADD COLUMN subscription_cycle integer,
  ADD COLUMN card_id uuid REFERENCES cards(id) ON DELETE SET NULL,
  ADD COLUMN discount_amount bigint NOT NULL DEFAULT 0 CHECK (discount_amount >= 0),
  ADD COLUMN tries integer NOT NULL DEFAULT 0,
  ADD COLUMN first_tried_on date,
  ADD COLUMN next_try_on date,
  ADD COLUMN in_flight boolean NOT NULL DEFAULT false,
  ADD COLUMN lease_until timestamptz,
  DROP CONSTRAINT scheduled_transactions_amount_check,
  -- A cycle discounted to nothing is a charge of 0: done without a payment.
  ADD CONSTRAINT scheduled_transactions_amount_check CHECK (amount >= 0);
-- One charge per cycle of a subscription.
CREATE UNIQUE INDEX scheduled_transactions_cycle_idx
  ON scheduled_transactions (subscription_id, subscription_cycle) WHERE subscription_id IS NOT NULL;
CREATE INDEX scheduled_transactions_due_idx
  ON scheduled_transactions ((coalesce(next_try_on, CASE WHEN subscription_id IS NULL THEN due_date END)))
  WHERE status = 'CREATED';

-- At most one payment of a cycle that was not refused: the last line against charging a cycle twice.
CREATE UNIQUE INDEX transactions_subscription_cycle_paid_idx
  ON transactions (subscription_id, subscription_cycle)
  WHERE subscription_id IS NOT NULL
    AND status NOT IN ('DECLINED', 'PROCESSOR_DECLINED', 'GATEWAY_REJECTED', 'FAILED', 'CANCELLED', 'EXPIRED', 'ABANDONED');
