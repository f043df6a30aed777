-- A card-add link's card the issuer wants authenticated (3-D Secure) before it is stored: what is kept of
-- the card (brand, BIN, last 4, expiry, holder, fingerprint; never the number), the processor that asked,
-- and the SHA-256 of the challenge page's token. Cleared once the customer answers.
ALTER TABLE card_add_links ADD COLUMN verification jsonb;
