-- post_transfer writes the journal and its two postings in one statement, with the system
-- account's id looked up inside it (docs/decisions/0011-fewer-executor-steps-per-answer.md): two
-- statements where there were three, so the postings' checks (foreign keys, the balance trigger)
-- still run once, at the end of that statement. Same journal, same refusals.

-- Raises the ledger's error for a system account code that does not exist (a programming error).
create function ledger_unknown_system_account(p_code text)
returns bigint language plpgsql as $$
begin
  raise exception 'unknown system account in journal: %', p_code;
end $$;

create or replace function post_transfer(p_type text, p_user_id uuid, p_kind text, p_amount bigint, p_system text, p_description text, p_reference text)
returns bigint language plpgsql as $$
declare
  v_account bigint;
  v_journal bigint;
begin
  update accounts set balance = balance + p_amount
  where user_id = p_user_id and kind = p_kind and balance + p_amount >= locked
  returning id into v_account;
  if not found then perform ledger_refuse(p_user_id, p_kind, p_amount); end if;
  with journal as (
    insert into journals (type, user_id, description, reference)
    values (p_type, p_user_id, coalesce(p_description, ''), p_reference)
    returning id),
  posted as (
    insert into postings (journal_id, account_id, amount)
    select journal.id, posting.account_id, posting.amount
    from journal, (values (v_account, p_amount),
      (coalesce((select id from accounts where code = p_system), ledger_unknown_system_account(p_system)), -p_amount)) as posting(account_id, amount))
  select id into v_journal from journal;
  return v_journal;
end $$;
