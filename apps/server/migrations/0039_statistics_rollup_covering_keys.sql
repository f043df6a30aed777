-- A merchant's statistics read its own organisations' rows of a window through each rollup's unique key
-- (organisation first). The key carried no counts, so the planner took the provider's covering index by
-- time instead and filtered every organisation's rows: on the 10M seed the chain's browser breakdown read
-- 28,682 facet rows for 6,465 (10 ms), its totals 33,090 day rows for 577 (8.7 ms). With the counts in the
-- key they are index-only scans of the merchant's own rows (2.6 and 1.4 ms). The keys stay the same
-- columns, so every ON CONFLICT that names them is unchanged. The refund facets get the provider's
-- covering index by time too: the achievements count the refunds of 14 days from them (13 ms over the
-- refunds table for every merchant at 10M).
ALTER TABLE transaction_hour_rollups DROP CONSTRAINT transaction_hour_rollups_key;
ALTER TABLE transaction_hour_rollups ADD CONSTRAINT transaction_hour_rollups_key
  UNIQUE NULLS NOT DISTINCT (organisation_id, hour, status, currency_code, processor_id) INCLUDE (count, amount);
ALTER TABLE transaction_hour_counts DROP CONSTRAINT transaction_hour_counts_key;
ALTER TABLE transaction_hour_counts ADD CONSTRAINT transaction_hour_counts_key
  UNIQUE (organisation_id, hour, currency_code) INCLUDE (count, amount);
ALTER TABLE transaction_day_rollups DROP CONSTRAINT transaction_day_rollups_key;
ALTER TABLE transaction_day_rollups ADD CONSTRAINT transaction_day_rollups_key
  UNIQUE NULLS NOT DISTINCT (organisation_id, day, status, currency_code, processor_id) INCLUDE (count, amount);
ALTER TABLE transaction_day_facets DROP CONSTRAINT transaction_day_facets_key;
ALTER TABLE transaction_day_facets ADD CONSTRAINT transaction_day_facets_key
  UNIQUE NULLS NOT DISTINCT (organisation_id, facet, day, value, status, currency_code) INCLUDE (count, amount);
ALTER TABLE transaction_blocked_hours DROP CONSTRAINT transaction_blocked_hours_key;
ALTER TABLE transaction_blocked_hours ADD CONSTRAINT transaction_blocked_hours_key
  UNIQUE (organisation_id, hour, currency_code) INCLUDE (count, amount);
ALTER TABLE refund_day_facets DROP CONSTRAINT refund_day_facets_key;
ALTER TABLE refund_day_facets ADD CONSTRAINT refund_day_facets_key
  UNIQUE NULLS NOT DISTINCT (organisation_id, facet, day, value, status, currency_code) INCLUDE (count, amount);
DROP INDEX refund_day_facets_facet_day_idx;
CREATE INDEX refund_day_facets_facet_day_idx ON refund_day_facets (facet, day)
  INCLUDE (organisation_id, value, status, currency_code, count, amount);
