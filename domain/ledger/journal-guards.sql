-- The ledger's guards, whatever code writes: journals and postings are never updated or deleted (a
-- correction is a reversing journal), and each statement's postings per journal sum to zero.
--
-- Called by: the triggers journals_immutable and postings_immutable (before any update or delete), and
--   postings_balanced (after every statement that inserts postings: post_journal, post_transfer).
-- Calls: nothing of ours.
-- Triggers: none; a refusal raises an error, which rolls the writing statement back.

create or replace function ledger_forbid_change() returns trigger language plpgsql as $$
begin
  raise exception 'ledger rows are immutable: post a reversing journal instead';
end $$;

-- The per-statement balance check reads only the statement's own postings: each statement's postings
-- per journal must sum to zero (which keeps every journal balanced), without an aggregate over the
-- growing postings table on every insert.
create or replace function ledger_check_balanced() returns trigger language plpgsql as $$
declare unbalanced record;
begin
  select journal_id, sum(amount) as total into unbalanced
  from inserted group by journal_id having sum(amount) <> 0 limit 1;
  if found then
    raise exception 'journal % is unbalanced by %', unbalanced.journal_id, unbalanced.total;
  end if;
  return null;
end $$;

create or replace trigger journals_immutable before update or delete on journals
  for each row execute function ledger_forbid_change();
create or replace trigger postings_immutable before update or delete on postings
  for each row execute function ledger_forbid_change();
create or replace trigger postings_balanced after insert on postings
  referencing new table as inserted for each statement execute function ledger_check_balanced();
