-- Domain events (docs/adr/0007): commands and resource writes record what changed here, in the same
-- transaction as the change (a transactional outbox), and enqueue one delivery job per subscriber.
-- No foreign keys: an event outlives the record it names, and must not hold up deleting an organisation.
CREATE TABLE events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid,
  type text NOT NULL,
  resource text NOT NULL,
  resource_id uuid NOT NULL,
  action text NOT NULL,
  actor_kind text NOT NULL CHECK (actor_kind IN ('user', 'apiKey', 'system')),
  actor_id text NOT NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_organisation_created_idx ON events (organisation_id, created_at);
CREATE INDEX events_resource_idx ON events (resource, resource_id);

-- One row per event a subscriber has handled, written in the handler's transaction: a repeated
-- delivery job finds it and does nothing (at-least-once delivery, handled once).
CREATE TABLE event_deliveries (
  subscriber text NOT NULL,
  event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  delivered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subscriber, event_id)
);
