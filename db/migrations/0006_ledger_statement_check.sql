-- A journal's postings are written by one statement; check each touched journal once per statement
-- (instead of once per posting row at commit). A posting written alone must balance on its own.
drop trigger postings_balanced on postings;

create or replace function ledger_check_balanced() returns trigger language plpgsql as $$
declare unbalanced record;
begin
  select p.journal_id, sum(p.amount) as total into unbalanced
  from postings p where p.journal_id in (select distinct journal_id from inserted)
  group by p.journal_id having sum(p.amount) <> 0 limit 1;
  if found then
    raise exception 'journal % is unbalanced by %', unbalanced.journal_id, unbalanced.total;
  end if;
  return null;
end $$;

create trigger postings_balanced after insert on postings
  referencing new table as inserted for each statement execute function ledger_check_balanced();
