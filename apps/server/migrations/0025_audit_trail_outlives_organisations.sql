-- The audit trail outlives what it is about: its items keep the organisation's id when the organisation
-- is deleted (retention removes them, ADR 0012), and an organisation's trail does not hold its delete
-- back (a trail is not data the organisation holds).
ALTER TABLE audit_trail_items DROP CONSTRAINT audit_trail_items_organisation_id_fkey;
