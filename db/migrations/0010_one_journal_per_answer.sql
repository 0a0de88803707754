-- One journal per challenge answer (docs/decisions/0008-one-journal-per-answer.md). An answer that
-- serves the next question keeps the same stake in escrow for it, so settling the answered question
-- and staking the next one is one netted journal: a right answer pays the winnings from the house
-- (the stake stays in escrow for the next question), a wrong one sends the player's new stake to
-- the house in place of the lost one. The escrow still holds exactly the stakes of served,
-- unsettled questions, and every question's bet is still recorded on its quiz_answers row.
-- quiz_answer uses the carry from migration 0012 on, where it is redefined.

drop function quiz_settle_answer(uuid, uuid, bigint, int, int, boolean, boolean, timestamptz, int, int);
drop function quiz_serve_question(uuid, uuid, bigint, int, timestamptz, double precision, double precision);

-- Raises the ledger's refusal for a user account that cannot take `p_amount`: CQ404 when the account
-- does not exist, else CQ402 with {"required", "available"} as its detail.
create function ledger_refuse(p_user_id uuid, p_kind text, p_amount bigint)
returns void language plpgsql as $$
declare
  v_available bigint;
begin
  select balance - locked into v_available from accounts where user_id = p_user_id and kind = p_kind;
  if not found then raise exception using errcode = 'CQ404', message = 'User data not found'; end if;
  raise exception using errcode = 'CQ402', message = 'Insufficient balance',
    detail = jsonb_build_object('required', -p_amount, 'available', v_available)::text;
end $$;

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

-- The common journal of two postings, `p_amount` into the player's `p_kind` account and its opposite
-- out of the system account `p_system` (either sign), written without post_journal's JSON and loop:
-- the quiz's stakes and settlements and pay_user use it. Same refusals as post_journal.
create function post_transfer(p_type text, p_user_id uuid, p_kind text, p_amount bigint, p_system text, p_description text, p_reference text)
returns bigint language plpgsql as $$
declare
  v_account bigint;
  v_system bigint;
  v_journal bigint;
begin
  select id into v_system from accounts where code = p_system;
  if not found then raise exception 'unknown system account in journal: %', p_system; end if;
  update accounts set balance = balance + p_amount
  where user_id = p_user_id and kind = p_kind and balance + p_amount >= locked
  returning id into v_account;
  if not found then perform ledger_refuse(p_user_id, p_kind, p_amount); end if;
  insert into journals (type, user_id, description, reference)
  values (p_type, p_user_id, coalesce(p_description, ''), p_reference)
  returning id into v_journal;
  insert into postings (journal_id, account_id, amount) values (v_journal, v_account, p_amount), (v_journal, v_system, -p_amount);
  return v_journal;
end $$;

-- pay_user of migration 0009, through post_transfer.
create or replace function pay_user(p_user_id uuid, p_type text, p_amount bigint, p_into text, p_from text, p_description text, p_details jsonb)
returns jsonb language plpgsql as $$
declare
  v_into text := p_into;
  v_journal bigint;
  v_transaction uuid;
begin
  if p_into = 'bonus' and exists (select 1 from users where id = p_user_id and has_deposited) then v_into := 'playable'; end if;
  v_journal := post_transfer(p_type, p_user_id, v_into, p_amount, p_from, p_description, null);
  insert into transactions (user_id, type, amount, status, description, details, journal_id)
  values (p_user_id, p_type, p_amount, 'completed', p_description, coalesce(p_details, '{}'::jsonb), v_journal)
  returning id into v_transaction;
  update users set total_earned = total_earned + p_amount where id = p_user_id;
  return jsonb_build_object('journalId', v_journal, 'transactionId', v_transaction);
end $$;

-- Serves the question at `p_position`: starts its server-side clock and, in challenge mode, moves
-- the stake from the playable balance into escrow. Returns false (nothing written) when the stake
-- cannot be covered. A question after an answer starts when the previous answer's reveal ends.
-- `p_stake` is the session's stake per question (null in standard mode). With `p_carried` the
-- stake is already in escrow and the session already on this question (quiz_settle_answer with
-- `p_carry` did both). The caller holds the player's row lock.
create function quiz_serve_question(p_session_id uuid, p_user_id uuid, p_stake bigint, p_position int, p_now timestamptz,
  p_reveal_seconds double precision, p_seconds_per_question double precision, p_carried boolean default false)
returns boolean language plpgsql as $$
declare
  v_available bigint;
  v_served timestamptz;
begin
  if p_stake is not null and not p_carried then
    select balance - locked into v_available from accounts where user_id = p_user_id and kind = 'playable' for update;
    if coalesce(v_available, 0) < p_stake then return false; end if;
    perform post_transfer('quiz_stake', p_user_id, 'playable', -p_stake, 'quiz_escrow', format('Challenge stake, question %s', p_position + 1),
      p_session_id || ':' || p_position);
  end if;
  v_served := p_now + make_interval(secs => case when p_position > 0 then p_reveal_seconds else 0 end);
  update quiz_answers set served_at = v_served, deadline_at = v_served + make_interval(secs => p_seconds_per_question), stake = p_stake
  where session_id = p_session_id and position = p_position;
  -- A carried stake's settlement already moved the session on (quiz_settle_answer), in the same update as its score.
  if not p_carried then
    update quiz_sessions set current_index = p_position where id = p_session_id;
  end if;
  return true;
end $$;

-- Records the judged answer of the served question at `p_position`, updates the player's answer
-- statistics and streak and the session's score, and settles a challenge stake: a right answer pays
-- the stake times the payout multiplier (stake back from escrow plus the winnings from the house), a
-- wrong one sends the stake to the house. With `p_carry` the caller serves the next question at the
-- same stake, so the stake stays in escrow for it and the journal carries only the net movement:
-- the winnings from the house, or the player's new stake to the house (the player's playable
-- balance must cover it: the caller checks, or post_transfer refuses with CQ402); the session's
-- current question moves on here too, in the update that keeps its score. Returns null in
-- standard mode, else the bet {"stake", "winAmount", "won"}. `p_stake` is the session's stake per
-- question (null in standard mode).
create function quiz_settle_answer(p_session_id uuid, p_user_id uuid, p_stake bigint, p_position int, p_answer_index int,
  p_correct boolean, p_timed_out boolean, p_now timestamptz, p_payout_basis_points int, p_points_per_correct int,
  p_carry boolean default false)
returns jsonb language plpgsql as $$
declare
  v_stake bigint := p_stake;
  v_recorded_stake bigint;
  v_winnings bigint := 0;
  v_win bigint := 0;
  v_reference text := p_session_id || ':' || p_position;
  v_won text := format('Challenge won, question %s', p_position + 1);
  v_lost text := format('Challenge lost, question %s', p_position + 1);
begin
  if v_stake is not null then
    -- Basis points rounded half up, as domain/money.ts applyBasisPoints.
    v_winnings := (v_stake * (p_payout_basis_points - 10000) + 5000) / 10000;
    if p_correct then v_win := v_stake + v_winnings; end if;
  end if;
  update quiz_answers set answered_at = p_now, answer_index = p_answer_index, is_correct = p_correct, timed_out = p_timed_out,
    bet_result = case when stake is null then null when p_correct then 'won' else 'lost' end,
    win_amount = case when stake is null then null else v_win end
  where session_id = p_session_id and position = p_position and answered_at is null
  returning stake into v_recorded_stake;
  if not found then raise exception 'answer already recorded'; end if;
  if v_recorded_stake is distinct from v_stake then raise exception 'the stake in escrow differs from the session stake'; end if;
  update users set questions_answered = questions_answered + 1,
    correct_answers = correct_answers + case when p_correct then 1 else 0 end,
    quiz_streak = case when p_correct then quiz_streak + 1 else 0 end,
    total_earned = total_earned + case when p_correct then v_winnings else 0 end,
    challenge_wins = challenge_wins + case when p_correct and v_stake is not null then 1 else 0 end
  where id = p_user_id;
  -- With `p_carry` the session moves on to the next question here (quiz_serve_question then leaves it).
  if p_correct or p_carry then
    update quiz_sessions set correct_answers = correct_answers + case when p_correct then 1 else 0 end,
      score = score + case when p_correct then p_points_per_correct else 0 end,
      current_index = case when p_carry then p_position + 1 else current_index end
    where id = p_session_id;
  end if;
  if v_stake is null then return null; end if;

  if p_carry and p_correct then
    -- A payout multiplier of 1 has no winnings: nothing moves.
    if v_winnings > 0 then
      perform post_transfer('quiz_payout', p_user_id, 'playable', v_winnings, 'house', v_won, v_reference);
    end if;
  elsif p_carry then
    perform post_transfer('quiz_stake_lost', p_user_id, 'playable', -v_stake, 'house', v_lost, v_reference);
  elsif p_correct then
    perform post_journal('quiz_payout', p_user_id, v_won, v_reference, null,
      jsonb_build_array(jsonb_build_object('system', 'quiz_escrow', 'amount', -v_stake))
      || case when v_winnings > 0 then jsonb_build_array(jsonb_build_object('system', 'house', 'amount', -v_winnings)) else '[]'::jsonb end
      || jsonb_build_array(jsonb_build_object('user', p_user_id, 'kind', 'playable', 'amount', v_stake + v_winnings)));
  else
    perform post_journal('quiz_stake_lost', p_user_id, v_lost, v_reference, null, jsonb_build_array(
      jsonb_build_object('system', 'quiz_escrow', 'amount', -v_stake),
      jsonb_build_object('system', 'house', 'amount', v_stake)));
  end if;
  return jsonb_build_object('stake', v_stake, 'winAmount', v_win, 'won', p_correct);
end $$;
