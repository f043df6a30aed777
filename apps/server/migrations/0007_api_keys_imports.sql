-- Finished imports of merchants or customers. The id is chosen by the client before it sends the file,
-- so a retry of the same import finds this row and answers its report instead of importing twice.
CREATE TABLE imports (
  id uuid PRIMARY KEY,
  -- customers: the merchant they were imported into; merchants: the organisation they were created under
  organisation_id uuid NOT NULL REFERENCES organisations(id) ON DELETE RESTRICT,
  kind text NOT NULL CHECK (kind IN ('merchants', 'customers')),
  -- sha-256 of the CSV text: a retry must send the same file
  file_hash text NOT NULL,
  row_count integer NOT NULL,
  report jsonb NOT NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX imports_organisation_idx ON imports (organisation_id, created_at DESC);
