-- A single-use payment link is paid one attempt at a time: while a customer's payment is at the
-- processor (a new payment, or the answer to its 3-D Secure or redirect page), the link is claimed
-- until this moment, so a second submission never authorises a card the link can no longer take.
-- A claim a dead process left behind lapses by itself.
ALTER TABLE payment_links ADD COLUMN claimed_until timestamptz;
