-- Empty fee lists were stored as '{}' (a JS [] sent as a Postgres array literal), which is a jsonb
-- object, not a list: the pricing scheme list then failed. They are lists.
UPDATE pricing_schemes SET fees = '[]'::jsonb WHERE jsonb_typeof(fees) <> 'array';

-- Transactions are searched by their customer's name (first and last, or last alone) by prefix: these
-- serve the customers' side of that search; transactions_customer_idx the other.
CREATE INDEX customers_full_name_idx
  ON customers ((lower(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))) text_pattern_ops);
CREATE INDEX customers_last_name_idx ON customers ((lower(last_name)) text_pattern_ops);
