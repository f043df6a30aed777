-- The key that encrypts secrets at rest (share-credential values) when SECRET_KEY is not set: generated
-- once by the first process, outside production only (docs/adr/0005-secrets-at-rest.md).
CREATE TABLE app_secret_keys (
  name text PRIMARY KEY CHECK (name = 'generated'),
  key bytea NOT NULL CHECK (octet_length(key) = 32),
  created_at timestamptz NOT NULL DEFAULT now()
);
