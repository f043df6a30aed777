-- Versions of rulesets and routings (issue 11): every save is an immutable version with its author and
-- time, so the screens show the history, diff two versions and roll back, and a payment's decision
-- trace names the version it used. The row carries its current version number.
ALTER TABLE validation_rulesets ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE routings ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);

-- No foreign key to the ruleset or routing: deleting one keeps its versions, which payments' traces name.
-- `content` is the version as the API shows it (RulesetContent / RoutingContent); the author is an
-- actor as events name it (user id, API key id or job name).
CREATE TABLE validation_ruleset_versions (
  ruleset_id uuid NOT NULL,
  organisation_id uuid NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  content jsonb NOT NULL,
  author_kind text NOT NULL CHECK (author_kind IN ('user', 'apiKey', 'system')),
  author_id text NOT NULL,
  rolled_back_from integer CHECK (rolled_back_from >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (ruleset_id, version)
);

CREATE TABLE routing_versions (
  routing_id uuid NOT NULL,
  organisation_id uuid NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  content jsonb NOT NULL,
  author_kind text NOT NULL CHECK (author_kind IN ('user', 'apiKey', 'system')),
  author_id text NOT NULL,
  rolled_back_from integer CHECK (rolled_back_from >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (routing_id, version)
);

-- Append-only: a version, once written, is never changed or removed.
CREATE FUNCTION refuse_version_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER validation_ruleset_versions_append_only BEFORE UPDATE OR DELETE ON validation_ruleset_versions
  FOR EACH ROW EXECUTE FUNCTION refuse_version_change();
CREATE TRIGGER routing_versions_append_only BEFORE UPDATE OR DELETE ON routing_versions
  FOR EACH ROW EXECUTE FUNCTION refuse_version_change();

-- What existed before versions is version 1, written by the system at its last change.
INSERT INTO validation_ruleset_versions (ruleset_id, organisation_id, version, content, author_kind, author_id, created_at)
SELECT id, organisation_id, 1,
       jsonb_build_object('name', name, 'action', action, 'tag', tag_id, 'webhook_url', webhook_url,
                          'email', email, 'payment_profile', payment_profile_id, 'rules', rules),
       'system', 'migration', updated_at
  FROM validation_rulesets;
INSERT INTO routing_versions (routing_id, organisation_id, version, content, author_kind, author_id, created_at)
SELECT id, organisation_id, 1,
       jsonb_build_object('name', name, 'payment_product', payment_product, 'details', details),
       'system', 'migration', updated_at
  FROM routings;

-- Payments that matched a ruleset or were routed by a routing, counted per hour and per day: kept by the
-- `decision-hits` event subscriber from `transaction.created`. "The last 24 hours" reads at most 24 hourly
-- rows and "the last 30 days" at most 30 daily rows per ruleset or routing, whatever the number of
-- payments (one subject's rows lie scattered over the table, so it reads few).
CREATE TABLE decision_hits (
  subject_id uuid NOT NULL,
  bucket text NOT NULL CHECK (bucket IN ('hour', 'day')),
  start timestamptz NOT NULL,
  organisation_id uuid NOT NULL,
  subject text NOT NULL CHECK (subject IN ('validationruleset', 'routing')),
  count integer NOT NULL CHECK (count >= 0),
  PRIMARY KEY (subject_id, bucket, start)
);
