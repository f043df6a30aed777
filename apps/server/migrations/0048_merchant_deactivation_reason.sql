-- Issue 29: why the provider deactivated a merchant, told to its users (banner, mail); NULL while active.
ALTER TABLE organisations ADD COLUMN deactivation_reason text;
