-- The ledger's guard, whatever code writes: journals and postings (players' and system ones) are
-- never updated or deleted (a correction is a reversing journal). That a journal's postings sum to
-- zero is post_journal's and post_system_journal's check (post-journal.sql), made before they write;
-- ledgerProblems (invariants.ts) watches the whole ledger.
--
-- Called by: the triggers journals_immutable, postings_immutable, system_journals_immutable and
--   system_postings_immutable (before any update or delete).
-- Calls: nothing of ours.
-- Triggers: none; a refusal raises an error, which rolls the writing statement back.

create or replace function ledger_forbid_change() returns trigger language plpgsql as $$
begin
  raise exception 'ledger rows are immutable: post a reversing journal instead';
end $$;

create or replace trigger journals_immutable before update or delete on journals
  for each row execute function ledger_forbid_change();
create or replace trigger postings_immutable before update or delete on postings
  for each row execute function ledger_forbid_change();
create or replace trigger system_journals_immutable before update or delete on system_journals
  for each row execute function ledger_forbid_change();
create or replace trigger system_postings_immutable before update or delete on system_postings
  for each row execute function ledger_forbid_change();
