-- Empty fee lists were stored as '{}' (a JS [] sent as a Postgres array literal), which is a jsonb
-- object, not a list: the pricing scheme list then failed. They are lists.
UPDATE pricing_schemes SET fees = '[]'::jsonb WHERE jsonb_typeof(fees) <> 'array';
