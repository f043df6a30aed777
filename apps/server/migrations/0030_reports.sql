-- Reports generated in the background (issue 17, ADR 0018): the definition (filters, columns, format),
-- progress, the failure that keeps a report PENDING, and the file in chunks so any process serves it.
ALTER TABLE reports
  DROP COLUMN content,
  DROP COLUMN content_type,
  ADD COLUMN columns text[] NOT NULL DEFAULT '{}',
  ADD COLUMN format text NOT NULL DEFAULT 'csv' CHECK (format IN ('csv', 'xlsx')),
  ADD COLUMN rows_done integer NOT NULL DEFAULT 0,
  ADD COLUMN size_bytes bigint,
  ADD COLUMN started_at timestamptz,
  ADD COLUMN failure_reason text,
  ADD COLUMN language text NOT NULL DEFAULT 'en',
  ADD COLUMN period_start timestamptz,
  ADD COLUMN period_end timestamptz,
  -- The run that writes the file holds a lease it renews every page; an expired one is taken over.
  ADD COLUMN lease_id uuid,
  ADD COLUMN lease_until timestamptz,
  ADD CONSTRAINT reports_status_check CHECK (status IN ('PENDING', 'PROCESSED'));

-- A schedule makes one report per period: a run repeated after a crash or by a second process finds it.
CREATE UNIQUE INDEX reports_schedule_period_idx ON reports (report_schedule_id, period_end)
  WHERE report_schedule_id IS NOT NULL;
CREATE INDEX reports_retention_idx ON reports (processed_at) WHERE processed_at IS NOT NULL;
CREATE INDEX reports_abandoned_idx ON reports (lease_until) WHERE status = 'PENDING' AND lease_until IS NOT NULL;

CREATE TABLE report_chunks (
  report_id uuid NOT NULL REFERENCES reports(id) ON DELETE CASCADE,
  seq integer NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (report_id, seq)
);

ALTER TABLE report_schedules
  ADD COLUMN columns text[] NOT NULL DEFAULT '{}',
  ADD COLUMN format text NOT NULL DEFAULT 'csv' CHECK (format IN ('csv', 'xlsx')),
  ADD COLUMN time_of_day text NOT NULL DEFAULT '06:00',
  ADD COLUMN time_zone text NOT NULL DEFAULT 'Europe/Amsterdam',
  ADD COLUMN active boolean NOT NULL DEFAULT true,
  ADD COLUMN language text NOT NULL DEFAULT 'en',
  ADD COLUMN created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN last_run_at timestamptz,
  ADD CONSTRAINT report_schedules_frequency_check CHECK (frequency IN ('daily', 'weekly', 'monthly'));
CREATE INDEX report_schedules_due_idx ON report_schedules (next_run_at) WHERE active;
