-- post_journal of migration 0008, its refusal now shared with post_transfer.
create or replace function post_journal(p_type text, p_user_id uuid, p_description text, p_reference text, p_reverses bigint, p_postings jsonb)
returns bigint language plpgsql as $$
declare
  v_journal bigint;
  v_account bigint;
  v_accounts bigint[] := '{}';
  v_amounts bigint[] := '{}';
  r record;
begin
  -- User accounts first, in one global order, so two journals never wait on each other in a cycle.
  for r in
    select x."user" as user_id, x.kind, x.system, x.amount
    from jsonb_to_recordset(p_postings) as x("user" uuid, kind text, system text, amount bigint)
    order by x."user" nulls last, x.kind
  loop
    if r.user_id is null then
      select id into v_account from accounts where code = r.system;
      if not found then raise exception 'unknown system account in journal: %', r.system; end if;
    else
      update accounts set balance = balance + r.amount
      where user_id = r.user_id and kind = r.kind and balance + r.amount >= locked
      returning id into v_account;
      if not found then perform ledger_refuse(r.user_id, r.kind, r.amount); end if;
    end if;
    v_accounts := v_accounts || v_account;
    v_amounts := v_amounts || r.amount;
  end loop;
  if cardinality(v_accounts) < 2 then raise exception 'a journal needs at least two postings'; end if;

  insert into journals (type, user_id, description, reference, reverses)
  values (p_type, p_user_id, coalesce(p_description, ''), p_reference, p_reverses)
  returning id into v_journal;
  -- All postings in one statement: the balance trigger (a journal's postings sum to zero) and the
  -- postings' CHECK (no zero amount) refuse a bad journal when it ends.
  insert into postings (journal_id, account_id, amount) select v_journal, unnest(v_accounts), unnest(v_amounts);
  return v_journal;
end $$;

create or replace function post_transfer(p_type text, p_user_id uuid, p_kind text, p_amount bigint, p_system text, p_description text, p_reference text,
  p_refuse boolean default true)
returns bigint language plpgsql as $$
declare
  v_account bigint;
  v_journal bigint;
begin
  update accounts set balance = balance + p_amount
  where user_id = p_user_id and kind = p_kind and balance + p_amount >= locked
  returning id into v_account;
  if not found then
    if not p_refuse then return null; end if;
    perform ledger_refuse(p_user_id, p_kind, p_amount);
  end if;
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

-- Raises the ledger's refusal for a user account that cannot take `p_amount`: CQ404 when the account
-- does not exist, else CQ402 with {"required", "available"} as its detail.
create or replace function ledger_refuse(p_user_id uuid, p_kind text, p_amount bigint)
returns void language plpgsql as $$
declare
  v_available bigint;
begin
  select balance - locked into v_available from accounts where user_id = p_user_id and kind = p_kind;
  if not found then raise exception using errcode = 'CQ404', message = 'User data not found'; end if;
  raise exception using errcode = 'CQ402', message = 'Insufficient balance',
    detail = jsonb_build_object('required', -p_amount, 'available', v_available)::text;
end $$;

-- Raises the ledger's error for a system account code that does not exist (a programming error).
create or replace function ledger_unknown_system_account(p_code text)
returns bigint language plpgsql as $$
begin
  raise exception 'unknown system account in journal: %', p_code;
end $$;
