-- The ledger's writers. post_journal writes a player's journal of any shape (the player's own
-- accounts and system accounts, never another player's: the journal, its postings and the player's
-- accounts are keyed by the player, decision 0084); post_system_journal a move between system accounts
-- only (system_journals, system_postings); post_transfer the common one of two postings, between a
-- player's account and a system account, in plain statements. post_journal and post_system_journal
-- refuse a journal whose postings do not sum to zero before they write anything (post_transfer's two
-- postings are opposite by construction). post_journal and post_transfer change a player's account under its row lock, never
-- below the amount locked by pending withdrawals, and refuse through ledger_refuse (CQ402 with the
-- amounts, or CQ404); system accounts keep no cached balance (decision 0001). They add a reward
-- journal's payments to the leaderboard (leaderboard_record_earnings) in the same transaction.
--
-- Called by: post_journal: postJournal (domain/ledger/post-journal.ts: deposits, withdrawals, bonus
--   unlocks, tournament entries and prizes), refundTournament
--   (domain/tournaments/settle-tournament.ts, in a CTE) and quiz_settle_answer
--   (domain/quiz/answer-question.sql). post_transfer: quiz_open (start-quiz.sql), quiz_carry_answer
--   (answer-question.sql) and pay_user (pay-user.sql). post_system_journal: postSystemJournal
--   (post-journal.ts: a sponsored pool, its return, a tournament's fee).
-- Calls: ledger_refuse, ledger_unknown_system_account, leaderboard_record_earnings
--   (domain/leaderboard/record-earnings.sql).
-- Triggers: journals_immutable, postings_immutable, system_journals_immutable and
--   system_postings_immutable guard the rows written; none fires on insert.

-- Writes one journal of player `p_user_id` from `p_postings` ([{"user", "kind", "amount"} or
-- {"system", "amount"}]) and returns its id; `p_reverses` is the player's journal it reverses, if any.
-- Every posting is the player's own account or a system account: a journal of two players is refused.
create or replace function post_journal(p_type text, p_user_id uuid, p_description text, p_reference text, p_reverses bigint, p_postings jsonb)
returns bigint language plpgsql as $$
declare
  v_journal bigint;
  v_account bigint;
  v_system bigint;
  v_accounts bigint[] := '{}';
  v_systems bigint[] := '{}';
  v_users uuid[] := '{}';
  v_amounts bigint[] := '{}';
  v_total numeric;
  r record;
begin
  if p_user_id is null then raise exception 'a journal belongs to a player: a move between system accounts is post_system_journal'; end if;
  select sum(x.amount) into v_total from jsonb_to_recordset(p_postings) as x(amount bigint);
  if v_total <> 0 then raise exception 'journal of type % is unbalanced by %', p_type, v_total; end if;
  -- The player's accounts first, by kind, so two journals never wait on each other in a cycle.
  for r in
    select x."user" as user_id, x.kind, x.system, x.amount
    from jsonb_to_recordset(p_postings) as x("user" uuid, kind text, system text, amount bigint)
    order by x."user" nulls last, x.kind
  loop
    v_account := null;
    v_system := null;
    if r.user_id is null then
      select id into v_system from system_accounts where code = r.system;
      if not found then raise exception 'unknown system account in journal: %', r.system; end if;
    elsif r.user_id <> p_user_id then
      raise exception 'a journal of player % holds a posting of player %', p_user_id, r.user_id;
    else
      update accounts set balance = balance + r.amount
      where user_id = r.user_id and kind = r.kind and balance + r.amount >= locked
      returning id into v_account;
      if not found then perform ledger_refuse(r.user_id, r.kind, r.amount); end if;
    end if;
    v_accounts := v_accounts || v_account;
    v_systems := v_systems || v_system;
    v_users := v_users || r.user_id;
    v_amounts := v_amounts || r.amount;
  end loop;
  if cardinality(v_amounts) < 2 then raise exception 'a journal needs at least two postings'; end if;

  insert into journals (type, user_id, description, reference, reverses)
  values (p_type, p_user_id, coalesce(p_description, ''), p_reference, p_reverses)
  returning id into v_journal;
  -- All postings in one statement; the postings' CHECK refuses a zero amount.
  insert into postings (user_id, journal_id, account_id, system_account_id, amount)
  select p_user_id, v_journal, unnest(v_accounts), unnest(v_systems), unnest(v_amounts);
  perform leaderboard_record_earnings(p_type, v_users, v_amounts);
  return v_journal;
end $$;

-- Writes one journal between system accounts only (a sponsor funding a tournament's pool, the pool
-- returned to the house, a tournament's fee) from `p_postings` ([{"system", "amount"}]) and returns
-- its id; `p_reverses` is the system journal it reverses, if any. No player's balance moves.
create or replace function post_system_journal(p_type text, p_description text, p_reference text, p_reverses bigint, p_postings jsonb)
returns bigint language plpgsql as $$
declare
  v_journal bigint;
  v_total numeric;
  v_unknown text;
begin
  select sum(x.amount) into v_total from jsonb_to_recordset(p_postings) as x(amount bigint);
  if v_total <> 0 then raise exception 'journal of type % is unbalanced by %', p_type, v_total; end if;
  if jsonb_array_length(p_postings) < 2 then raise exception 'a journal needs at least two postings'; end if;
  select x.system into v_unknown from jsonb_to_recordset(p_postings) as x(system text)
  where not exists (select 1 from system_accounts s where s.code = x.system) limit 1;
  if found then raise exception 'unknown system account in journal: %', v_unknown; end if;
  insert into system_journals (type, description, reference, reverses)
  values (p_type, coalesce(p_description, ''), p_reference, p_reverses)
  returning id into v_journal;
  insert into system_postings (journal_id, system_account_id, amount)
  select v_journal, s.id, (e.posting->>'amount')::int8
  from jsonb_array_elements(p_postings) with ordinality as e(posting, n)
  join system_accounts s on s.code = e.posting->>'system'
  order by e.n;
  return v_journal;
end $$;

-- Moves `p_amount` into the player's `p_kind` account (negative: out of it) and the opposite into system
-- account `p_system`, as one journal of two postings written in one statement. With `p_refuse` false a
-- transfer the balance cannot cover writes nothing and returns null instead of raising.
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
    insert into postings (user_id, journal_id, account_id, system_account_id, amount)
    select p_user_id, journal.id, posting.account_id, posting.system_account_id, posting.amount
    from journal, (values (v_account, null::bigint, p_amount),
      (null, coalesce((select id from system_accounts where code = p_system), ledger_unknown_system_account(p_system)), -p_amount))
      as posting(account_id, system_account_id, amount))
  select id into v_journal from journal;
  if p_amount > 0 then perform leaderboard_record_earnings(p_type, array[p_user_id], array[p_amount]); end if;
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
