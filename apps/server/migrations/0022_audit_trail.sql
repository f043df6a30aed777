-- Issue 13: every /api and /v1 call is recorded. A call nobody is logged in for (a login attempt, a
-- password reset, a customer's challenge page) is recorded too, as 'none', under the provider.
ALTER TABLE audit_trail_items DROP CONSTRAINT audit_trail_items_authentication_check;
ALTER TABLE audit_trail_items
  ADD CONSTRAINT audit_trail_items_authentication_check CHECK (authentication IN ('api', 'jwt', 'none'));

-- The list's filters: by organisation in time order (tenancy leads every list), the transaction's
-- calls (its timeline) and the retention job's cut-off.
DROP INDEX audit_trail_items_transaction_idx;
CREATE INDEX audit_trail_items_transaction_idx ON audit_trail_items (transaction_id, created_at)
  WHERE transaction_id IS NOT NULL;
CREATE INDEX audit_trail_items_organisation_created_idx ON audit_trail_items (organisation_id, created_at DESC);
CREATE INDEX audit_trail_items_parent_idx ON audit_trail_items (parent_id) WHERE parent_id IS NOT NULL;

