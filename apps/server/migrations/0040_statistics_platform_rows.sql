-- Platform-wide statistics rows (ADR 0017, session 10). The provider's statistics read every merchant's
-- rows of a window, so their cost grew with the number of merchants: on the 10M seed over 30 days its
-- country breakdown read the facet rows of 32 merchants (30 ms in the database), and a PSP has thousands.
-- Each additive rollup now also keeps, per bucket, the row of every organisation together
-- (organisation_id NULL), moved by the same upsert as the merchant's own rows; the provider reads those
-- through the key, one row per bucket. A merchant's reads name its organisations and never see them.
ALTER TABLE transaction_hour_rollups ALTER COLUMN organisation_id DROP NOT NULL;
ALTER TABLE transaction_hour_counts ALTER COLUMN organisation_id DROP NOT NULL;
ALTER TABLE transaction_blocked_hours ALTER COLUMN organisation_id DROP NOT NULL;
ALTER TABLE transaction_day_rollups ALTER COLUMN organisation_id DROP NOT NULL;
ALTER TABLE transaction_day_facets ALTER COLUMN organisation_id DROP NOT NULL;
ALTER TABLE refund_day_facets ALTER COLUMN organisation_id DROP NOT NULL;

-- One platform row per bucket: these two keys treated NULLs as distinct.
ALTER TABLE transaction_hour_counts DROP CONSTRAINT transaction_hour_counts_key;
ALTER TABLE transaction_hour_counts ADD CONSTRAINT transaction_hour_counts_key
  UNIQUE NULLS NOT DISTINCT (organisation_id, hour, currency_code) INCLUDE (count, amount);
ALTER TABLE transaction_blocked_hours DROP CONSTRAINT transaction_blocked_hours_key;
ALTER TABLE transaction_blocked_hours ADD CONSTRAINT transaction_blocked_hours_key
  UNIQUE NULLS NOT DISTINCT (organisation_id, hour, currency_code) INCLUDE (count, amount);

-- The indexes by time served the provider's reads over every merchant's rows; now only the reads that
-- need each merchant's rows of a window remain (the top merchants by hour, the provider's financial
-- reports per merchant by day), so those two keep a partial index over the merchants' rows.
DROP INDEX transaction_day_facets_facet_day_idx;
DROP INDEX refund_day_facets_facet_day_idx;
DROP INDEX transaction_hour_counts_hour_idx;
DROP INDEX transaction_blocked_hours_hour_idx;
DROP INDEX transaction_hour_rollups_hour_idx;
CREATE INDEX transaction_hour_rollups_hour_idx ON transaction_hour_rollups (hour)
  INCLUDE (organisation_id, status, currency_code, processor_id, count, amount) WHERE organisation_id IS NOT NULL;
DROP INDEX transaction_day_rollups_day_idx;
CREATE INDEX transaction_day_rollups_day_idx ON transaction_day_rollups (day)
  INCLUDE (organisation_id, status, currency_code, processor_id, count, amount) WHERE organisation_id IS NOT NULL;

-- The platform rows of the history so far: the merchants' rows summed.
INSERT INTO transaction_hour_rollups (organisation_id, hour, status, currency_code, processor_id, count, amount)
SELECT NULL, hour, status, currency_code, processor_id, sum(count), sum(amount)
FROM transaction_hour_rollups GROUP BY hour, status, currency_code, processor_id;
INSERT INTO transaction_hour_counts (organisation_id, hour, currency_code, count, amount)
SELECT NULL, hour, currency_code, sum(count), sum(amount) FROM transaction_hour_counts GROUP BY hour, currency_code;
INSERT INTO transaction_blocked_hours (organisation_id, hour, currency_code, count, amount)
SELECT NULL, hour, currency_code, sum(count), sum(amount) FROM transaction_blocked_hours GROUP BY hour, currency_code;
INSERT INTO transaction_day_rollups (organisation_id, day, status, currency_code, processor_id, count, amount)
SELECT NULL, day, status, currency_code, processor_id, sum(count), sum(amount)
FROM transaction_day_rollups GROUP BY day, status, currency_code, processor_id;
INSERT INTO transaction_day_facets (organisation_id, facet, day, value, status, currency_code, count, amount)
SELECT NULL, facet, day, value, status, currency_code, sum(count), sum(amount)
FROM transaction_day_facets GROUP BY facet, day, value, status, currency_code;
INSERT INTO refund_day_facets (organisation_id, facet, day, value, status, currency_code, count, amount)
SELECT NULL, facet, day, value, status, currency_code, sum(count), sum(amount)
FROM refund_day_facets GROUP BY facet, day, value, status, currency_code;
