-- A card is stored once per organisation: two concurrent first payments with the same card could each
-- insert it (docs/adr/0008). Duplicates already stored are merged into the oldest, then a unique index
-- keeps it so; the engine inserts with ON CONFLICT and takes the stored card.
WITH ranked AS (
  SELECT id, first_value(id) OVER (
           PARTITION BY organisation_id, fingerprint, expiry_month, expiry_year
           ORDER BY created_at, id) AS keep
  FROM cards
), duplicates AS (
  SELECT id, keep FROM ranked WHERE id <> keep
), transactions_moved AS (
  UPDATE transactions t SET card_id = d.keep FROM duplicates d WHERE t.card_id = d.id
), refunds_moved AS (
  UPDATE refunds r SET card_id = d.keep FROM duplicates d WHERE r.card_id = d.id
), chargebacks_moved AS (
  UPDATE chargebacks c SET card_id = d.keep FROM duplicates d WHERE c.card_id = d.id
), links_moved AS (
  UPDATE card_add_links l SET card_id = d.keep FROM duplicates d WHERE l.card_id = d.id
)
SELECT count(*) FROM duplicates;

DELETE FROM cards c USING (
  SELECT id, first_value(id) OVER (
           PARTITION BY organisation_id, fingerprint, expiry_month, expiry_year
           ORDER BY created_at, id) AS keep
  FROM cards
) ranked
WHERE c.id = ranked.id AND ranked.id <> ranked.keep;

DROP INDEX cards_fingerprint_idx;
CREATE UNIQUE INDEX cards_fingerprint_key ON cards (organisation_id, fingerprint, expiry_month, expiry_year);
