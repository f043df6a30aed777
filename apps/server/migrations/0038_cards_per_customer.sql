-- A stored card is its customer's (ADR 0008, session 9): two customers of one merchant may give the same
-- card (a shared family or company card), and each must be able to be charged on it later as its own.
-- The card was unique per organisation, fingerprint and expiry, so the second customer's card-add link or
-- first payment took the first customer's card, and a repeat payment for the second customer on it was
-- refused. Now the customer is part of the key; a guest card (no customer) is stored once too (NULLS NOT
-- DISTINCT). The new key is finer than the old one, so the stored cards already keep it.
DROP INDEX cards_fingerprint_key;
CREATE UNIQUE INDEX cards_customer_fingerprint_key
  ON cards (organisation_id, customer_id, fingerprint, expiry_month, expiry_year) NULLS NOT DISTINCT;
