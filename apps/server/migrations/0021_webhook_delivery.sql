-- Issue 13: webhook delivery. A row of `webhooks` is one message (its webhook-id is the row id, stable
-- across attempts); a row of `webhook_history` is one attempt. Columns are added, none renamed.

ALTER TABLE webhooks
  -- pending: waiting for its next attempt; delivered; failed: every attempt of the schedule failed;
  -- disabled: its endpoint answered 410 Gone and takes no more messages until it is re-enabled.
  ADD COLUMN state text NOT NULL DEFAULT 'pending',
  ADD COLUMN next_attempt_at timestamptz,
  -- Failed attempts since the message was made or last resent: the position in the retry schedule.
  ADD COLUMN retry_step integer NOT NULL DEFAULT 0,
  -- While an attempt is under way: a process that dies mid-delivery leaves a lease that runs out.
  ADD COLUMN lease_until timestamptz,
  -- The event the message was made from (none for manual messages), and the payment profile whose
  -- webhook_failed_email hears of a message that failed for good.
  ADD COLUMN event_id uuid,
  ADD COLUMN payment_profile_id uuid REFERENCES payment_profiles(id) ON DELETE SET NULL;
UPDATE webhooks SET state = CASE WHEN delivered THEN 'delivered' ELSE 'failed' END;
CREATE INDEX webhooks_item_idx ON webhooks (item_id) WHERE item_id IS NOT NULL;
CREATE INDEX webhooks_state_idx ON webhooks (state, next_attempt_at) WHERE state = 'pending';

ALTER TABLE webhook_history
  ADD COLUMN duration_ms integer,
  -- The network error of an attempt that got no answer (timeout, refused, address not allowed).
  ADD COLUMN error text,
  ADD COLUMN attempt integer;

-- An endpoint (organisation + URL) that answered 410 Gone: its messages stop until someone re-enables it.
CREATE TABLE webhook_endpoints (
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  url text NOT NULL,
  disabled_at timestamptz,
  disabled_reason text,
  PRIMARY KEY (organisation_id, url)
);

-- The signing secret of an organisation, sealed (secret-box); after a rotation the previous secret keeps
-- signing beside the new one until previous_valid_until.
CREATE TABLE webhook_secrets (
  organisation_id uuid PRIMARY KEY REFERENCES organisations(id) ON DELETE CASCADE,
  secret text NOT NULL,
  previous_secret text,
  previous_valid_until timestamptz,
  rotated_at timestamptz NOT NULL DEFAULT now(),
  rotated_by uuid REFERENCES users(id) ON DELETE SET NULL
);

-- A bulk replay by filter, worked by a background job; the screen polls its progress.
CREATE TABLE webhook_replays (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  -- The filter as sent, and the organisations of the caller's scope (null: all, provider view).
  filter jsonb NOT NULL,
  scope uuid[],
  total integer NOT NULL,
  -- The last message replayed: a job that runs again continues after it.
  last_id uuid,
  done integer NOT NULL DEFAULT 0,
  finished_at timestamptz,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
