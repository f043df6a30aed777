-- Lookups the payments engine makes on every payment or challenge (docs/adr/0008).

-- A card already known to the organisation, by its keyed fingerprint (reused rather than stored twice).
CREATE INDEX cards_fingerprint_idx ON cards (organisation_id, fingerprint);

-- The PENDING payment a 3-D Secure or redirect page's token belongs to (only the token's digest is kept).
CREATE INDEX transactions_challenge_token_idx ON transactions ((decision -> 'challenge' ->> 'token_sha256'))
  WHERE status = 'PENDING';
