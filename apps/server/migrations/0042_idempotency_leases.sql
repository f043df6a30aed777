-- Issue 28: a claim on an Idempotency-Key is a lease. A request that claims a key writes its lease's id and
-- how long it holds it (IDEMPOTENCY_LEASE_SECONDS, 30) and renews it while it runs; a process killed
-- mid-request stops renewing, and a retry takes the key over once the lease has run out (it waited 5
-- minutes from the claim before). Every later write of the claim (renewal, answer, release) names its
-- lease, so a request whose lease was taken over cannot store an answer, and with it a payment, beside
-- the retry's.
-- The default is the 5 minutes a claim had before: for claims open while this runs, and rows written by
-- a process of the previous version still serving during an upgrade (it neither sets nor renews a lease).
ALTER TABLE idempotency_keys
  ADD COLUMN lease_id uuid,
  ADD COLUMN lease_until timestamptz NOT NULL DEFAULT now() + interval '5 minutes';
