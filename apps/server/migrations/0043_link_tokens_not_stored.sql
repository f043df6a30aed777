-- Link tokens are no longer stored (issue 28). A link's token is derived from its id under the server's
-- key (the hosted page's credential, shown to the merchant and computed again at every answer); the
-- tables keep only its SHA-256, to find the link by the token a customer presents.
--
-- A link made before this migration was shared with its random token: the digest of that token is kept
-- in legacy_token_sha256, so the URL already sent still opens. The digest of the derived token cannot be
-- computed here (the key is the server's, not the database's): token_sha256 stays NULL for those links
-- and the server fills it in when it starts (deriveLegacyLinkTokens), after which the URL the merchant is
-- now shown opens as well. A link without token_sha256 is found only by its legacy token.
ALTER TABLE payment_links ADD COLUMN token_sha256 text, ADD COLUMN legacy_token_sha256 text;
UPDATE payment_links SET legacy_token_sha256 = encode(sha256(convert_to(token, 'UTF8')), 'hex');
DROP INDEX payment_links_token_idx;
ALTER TABLE payment_links DROP COLUMN token;
CREATE UNIQUE INDEX payment_links_token_sha256_idx ON payment_links (token_sha256);
CREATE UNIQUE INDEX payment_links_legacy_token_sha256_idx ON payment_links (legacy_token_sha256);

ALTER TABLE card_add_links ADD COLUMN token_sha256 text, ADD COLUMN legacy_token_sha256 text;
UPDATE card_add_links SET legacy_token_sha256 = encode(sha256(convert_to(token, 'UTF8')), 'hex');
DROP INDEX card_add_links_token_idx;
ALTER TABLE card_add_links DROP COLUMN token;
CREATE UNIQUE INDEX card_add_links_token_sha256_idx ON card_add_links (token_sha256);
CREATE UNIQUE INDEX card_add_links_legacy_token_sha256_idx ON card_add_links (legacy_token_sha256);

-- The copies of the URL go too. A link payment sends its customer back to the link's page, built from
-- payment_link_id when the challenge is answered: its return_url was that page.
UPDATE transactions SET return_url = NULL
WHERE payment_link_id IS NOT NULL AND return_url LIKE '%/pay/%';
-- A subscription's link is its latest card-add link, read through card_add_links.subscription_id.
ALTER TABLE subscriptions DROP COLUMN subscription_url;
-- Events keep the API shapes without the URLs (secret fields of the resources from now on).
UPDATE events SET before = before - 'url', after = after - 'url'
WHERE resource IN ('paymentlink', 'cardaddlink') AND (before ? 'url' OR after ? 'url');
UPDATE events SET before = before - 'subscription_url', after = after - 'subscription_url'
WHERE resource = 'subscription' AND (before ? 'subscription_url' OR after ? 'subscription_url');
UPDATE events SET
  before = CASE WHEN before->>'return_url' LIKE '%/pay/%' THEN jsonb_set(before, '{return_url}', 'null') ELSE before END,
  after = CASE WHEN after->>'return_url' LIKE '%/pay/%' THEN jsonb_set(after, '{return_url}', 'null') ELSE after END
WHERE resource = 'transaction'
  AND resource_id IN (SELECT id FROM transactions WHERE payment_link_id IS NOT NULL)
  AND (before->>'return_url' LIKE '%/pay/%' OR after->>'return_url' LIKE '%/pay/%');
