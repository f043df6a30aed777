-- Events and status history written by one transaction share its now(): their order is kept by the
-- moment each row is written (clock_timestamp) and, for events, by a sequence subscribers and
-- timelines can sort on.
ALTER TABLE events ADD COLUMN sequence bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE events ALTER COLUMN created_at SET DEFAULT clock_timestamp();
ALTER TABLE transaction_status_history ALTER COLUMN created_at SET DEFAULT clock_timestamp();
CREATE INDEX events_resource_sequence_idx ON events (resource_id, sequence);
