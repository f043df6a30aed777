-- Issue 16 (ADR 0017): the statistics screens answer from rollups the payments engine's events keep
-- current, never from a scan of the transactions table. Every rollup is keyed by the payment's creation
-- time: a status change moves a payment from one status row to another of the same bucket.

-- Per organisation, UTC hour, status, currency and processor: every time-based figure (totals, series,
-- lifecycle, the day-and-time grid, today, processor revenue and compare). Days and weeks in the
-- reader's time zone are sums of its hours.
CREATE TABLE transaction_hour_rollups (
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  hour timestamptz NOT NULL,
  status text NOT NULL,
  currency_code char(3) NOT NULL,
  processor_id uuid,
  count bigint NOT NULL,
  amount bigint NOT NULL,
  CONSTRAINT transaction_hour_rollups_key
    UNIQUE NULLS NOT DISTINCT (organisation_id, hour, status, currency_code, processor_id)
);
-- The provider's view reads every organisation's hours of a window.
CREATE INDEX transaction_hour_rollups_hour_idx ON transaction_hour_rollups (hour);

-- Per organisation, UTC hour and currency, every payment whatever its outcome: the 7×24 grid, in any
-- reader's time zone, from one row per merchant-hour (a payment's status never moves it).
CREATE TABLE transaction_hour_counts (
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  hour timestamptz NOT NULL,
  currency_code char(3) NOT NULL,
  count bigint NOT NULL,
  amount bigint NOT NULL,
  CONSTRAINT transaction_hour_counts_key UNIQUE (organisation_id, hour, currency_code)
);
CREATE INDEX transaction_hour_counts_hour_idx ON transaction_hour_counts (hour);

-- Per organisation, calendar day of the reporting time zone (Europe/Amsterdam, STATISTICS_TIME_ZONE in the
-- domain), status, currency and processor: the same figures over whole days, a 24th of the rows.
CREATE TABLE transaction_day_rollups (
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  day date NOT NULL,
  status text NOT NULL,
  currency_code char(3) NOT NULL,
  processor_id uuid,
  count bigint NOT NULL,
  amount bigint NOT NULL,
  CONSTRAINT transaction_day_rollups_key
    UNIQUE NULLS NOT DISTINCT (organisation_id, day, status, currency_code, processor_id)
);
CREATE INDEX transaction_day_rollups_day_idx ON transaction_day_rollups (day);

-- Per organisation, reporting day and one facet of the payment (payment_product, country_code, platform,
-- browser), with status and currency: the breakdown charts and their click-through filters.
CREATE TABLE transaction_day_facets (
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  facet text NOT NULL CHECK (facet IN ('payment_product', 'country_code', 'platform', 'browser')),
  day date NOT NULL,
  value text,
  status text NOT NULL,
  currency_code char(3) NOT NULL,
  count bigint NOT NULL,
  amount bigint NOT NULL,
  CONSTRAINT transaction_day_facets_key
    UNIQUE NULLS NOT DISTINCT (organisation_id, facet, day, value, status, currency_code)
);
CREATE INDEX transaction_day_facets_facet_day_idx ON transaction_day_facets (facet, day);

-- Per customer and currency: the payments that brought revenue (authorised, capturing or settled) and
-- the last payment of any outcome; best customers and the RFM scores read it.
CREATE TABLE customer_rollups (
  customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  currency_code char(3) NOT NULL,
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  count bigint NOT NULL,
  amount bigint NOT NULL,
  last_payment_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, currency_code)
);
CREATE INDEX customer_rollups_organisation_amount_idx ON customer_rollups (organisation_id, amount DESC);

-- Per organisation, facet of the refunded payment ('total' with no value, payment_product, platform,
-- browser), reporting day of the refund, status and currency: the refund statistics.
CREATE TABLE refund_day_facets (
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  facet text NOT NULL CHECK (facet IN ('total', 'payment_product', 'platform', 'browser')),
  day date NOT NULL,
  value text,
  status text NOT NULL,
  currency_code char(3) NOT NULL,
  count bigint NOT NULL,
  amount bigint NOT NULL,
  CONSTRAINT refund_day_facets_key UNIQUE NULLS NOT DISTINCT (organisation_id, facet, day, value, status, currency_code)
);
CREATE INDEX refund_day_facets_facet_day_idx ON refund_day_facets (facet, day);

-- Recent activity reads the newest refunds of all merchants for provider staff.
CREATE INDEX refunds_created_idx ON refunds (created_at DESC);
