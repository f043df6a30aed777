-- The transaction list's variants (issue 10), measured on 1M transactions (docs/performance.md):
-- the count of a status family in a merchant's month walked every payment of the month of all merchants
-- (43 ms for the missed variant); the tagged list walked 27,500 payments to find 25 (9 ms), because
-- the planner guessed a third of the payments carry a tag. With these: 9 ms and 0.3 ms.
CREATE INDEX transactions_organisation_status_created_idx
  ON transactions (organisation_id, status, created_at DESC);
-- `tags>=1` (the tagged variant) as the list query writes it.
CREATE INDEX transactions_tagged_idx
  ON transactions (organisation_id, created_at DESC) WHERE cardinality(tag_ids) >= 1;
-- How many payments carry tags, so that the planner picks the index above for the few tagged ones.
CREATE STATISTICS transactions_tag_count_stats ON (cardinality(tag_ids)) FROM transactions;
-- Extended statistics are gathered by ANALYZE only; without it the planner keeps its guess until the
-- next automatic analyze (a sample of 30,000 rows: about a second on 1M payments).
ANALYZE transactions;
