-- Issue 15 (session 8): the ledger booking and the settlement run at a million payments a month (ADR 0015).

-- Every entry balances, and its postings belong to it: checked once per INSERT statement over the
-- postings it wrote (its transition table, two set-based queries) instead of one deferred query per
-- posting at commit and two foreign key checks per posting. Every writer inserts an entry's postings in
-- one statement, after the entry (ledger.repository.ts, the settlement run's reserve release), so
-- postings of an entry that do not sum to zero in one currency, or that name no entry or another
-- merchant or currency than their entry's, are refused at once. Entries are never deleted (append-only),
-- so a posting's entry and merchant stay.
DROP TRIGGER ledger_postings_balance ON ledger_postings;
DROP FUNCTION ledger_entry_balances();
ALTER TABLE ledger_postings DROP CONSTRAINT ledger_postings_entry_id_fkey;
ALTER TABLE ledger_postings DROP CONSTRAINT ledger_postings_organisation_id_fkey;
CREATE FUNCTION ledger_entries_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
BEGIN
  SELECT entry_id, sum(amount) AS total, count(DISTINCT currency_code) AS currencies INTO unbalanced
    FROM written GROUP BY entry_id HAVING sum(amount) <> 0 OR count(DISTINCT currency_code) > 1 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger entry % does not balance (sum %, % currencies)', unbalanced.entry_id,
      unbalanced.total, unbalanced.currencies USING ERRCODE = 'check_violation';
  END IF;
  SELECT w.entry_id INTO unbalanced
    FROM written w LEFT JOIN ledger_entries e ON e.id = w.entry_id
   WHERE e.id IS NULL OR e.organisation_id <> w.organisation_id OR e.currency_code <> w.currency_code
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger posting of entry % names no entry, or another merchant or currency than its entry''s',
      unbalanced.entry_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_postings_balance AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_balance();

-- A settlement line is written only by the run, copied in one statement from the rows it names: the
-- ledger entry it explains (with its payment and merchant) or the settlement it carries over, and its
-- own settlement inserted just before. A foreign key check per line on each of those was most of the
-- time of writing a large settlement's lines (an RI query per line and key), so the lines keep their
-- columns and indexes without those checks: the ledger's own keys guard its entries (never deleted), and
-- a settlement that a line names cannot be deleted (the trigger below keeps ON DELETE RESTRICT).
ALTER TABLE settlement_lines DROP CONSTRAINT settlement_lines_ledger_entry_id_fkey;
ALTER TABLE settlement_lines DROP CONSTRAINT settlement_lines_transaction_id_fkey;
ALTER TABLE settlement_lines DROP CONSTRAINT settlement_lines_organisation_id_fkey;
ALTER TABLE settlement_lines DROP CONSTRAINT settlement_lines_settlement_id_fkey;
ALTER TABLE settlement_lines DROP CONSTRAINT settlement_lines_carried_settlement_id_fkey;
CREATE FUNCTION settlement_keeps_its_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM settlement_lines WHERE settlement_id = OLD.id)
     OR EXISTS (SELECT 1 FROM settlement_lines WHERE carried_settlement_id = OLD.id) THEN
    RAISE EXCEPTION 'settlement % has lines', OLD.id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN OLD;
END $$;
CREATE TRIGGER settlements_keep_lines BEFORE DELETE ON settlements
  FOR EACH ROW EXECUTE FUNCTION settlement_keeps_its_lines();
