-- Single-use tokens of the login flows and trusted devices that skip MFA.
-- Only hashes of tokens and codes are stored.

CREATE TABLE auth_tokens (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('password_reset', 'invite', 'email_change', 'mfa_challenge', 'mfa_setup')),
  -- purpose-specific: the new e-mail, the MFA type, the hashed e-mail code, a pending TOTP secret
  data jsonb NOT NULL DEFAULT '{}',
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id, purpose);

CREATE TABLE trusted_devices (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX trusted_devices_user_idx ON trusted_devices (user_id);
