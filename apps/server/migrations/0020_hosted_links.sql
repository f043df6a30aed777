-- Payment links and card-add links open a page the PSP hosts, /pay/{token}. The token is the link's only
-- credential: two random UUIDs without dashes (244 random bits), unique, shown to the merchant to share.
-- A payment link may be paid once (reusable = false: DONE after the first approved payment) or by anyone
-- until it is deactivated or expires (reusable = true); each payment names the link it paid.
ALTER TABLE payment_links
  ADD COLUMN token text NOT NULL DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  ADD COLUMN reusable boolean NOT NULL DEFAULT false,
  ADD COLUMN checkout_design_id uuid REFERENCES checkout_designs(id) ON DELETE SET NULL,
  ADD COLUMN return_url text;
CREATE UNIQUE INDEX payment_links_token_idx ON payment_links (token);

ALTER TABLE card_add_links
  ADD COLUMN token text NOT NULL DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  ADD COLUMN checkout_design_id uuid REFERENCES checkout_designs(id) ON DELETE SET NULL,
  ADD COLUMN return_url text;
CREATE UNIQUE INDEX card_add_links_token_idx ON card_add_links (token);

-- The payments of a link (a reusable link has many); a nullable column without a default costs no rewrite.
ALTER TABLE transactions ADD COLUMN payment_link_id uuid REFERENCES payment_links(id) ON DELETE SET NULL;
CREATE INDEX transactions_payment_link_idx ON transactions (payment_link_id) WHERE payment_link_id IS NOT NULL;
