-- Fewer round trips when a quiz finishes and when a reward is paid (docs/decisions/0007-finishing-a-quiz-in-fewer-round-trips.md).

-- Pays a reward or bonus from a system account (domain/ledger/pay-user.ts): one journal, the
-- completed transaction the player sees, and totalEarned. Promotional credit (`p_into` 'bonus')
-- goes to the playable balance once the player has an approved deposit. Returns
-- {"journalId", "transactionId"}.
create function pay_user(p_user_id uuid, p_type text, p_amount bigint, p_into text, p_from text, p_description text, p_details jsonb)
returns jsonb language plpgsql as $$
declare
  v_into text := p_into;
  v_journal bigint;
  v_transaction uuid;
begin
  if p_into = 'bonus' and exists (select 1 from users where id = p_user_id and has_deposited) then v_into := 'playable'; end if;
  v_journal := post_journal(p_type, p_user_id, p_description, null, null, jsonb_build_array(
    jsonb_build_object('system', p_from, 'amount', -p_amount),
    jsonb_build_object('user', p_user_id, 'kind', v_into, 'amount', p_amount)));
  insert into transactions (user_id, type, amount, status, description, details, journal_id)
  values (p_user_id, p_type, p_amount, 'completed', p_description, coalesce(p_details, '{}'::jsonb), v_journal)
  returning id into v_transaction;
  update users set total_earned = total_earned + p_amount where id = p_user_id;
  return jsonb_build_object('journalId', v_journal, 'transactionId', v_transaction);
end $$;

-- What finishing a session needs to know (domain/quiz/complete-session.ts), in one round trip: a
-- served question left unanswered is first settled as wrong (timed out at its deadline, or at
-- `p_now` if that is earlier, but not before it was served); then the session, the answer timing,
-- the player's statistics, whether every answer of the session was right, and the score percents
-- of the player's two latest completed quizzes. The caller holds the player's and the session's locks.
-- With `p_settle_open` false it writes nothing and returns null while a question is open or when the
-- session is already completed, so a caller may send it right behind an answer that might not
-- finish the quiz.
create function quiz_finish_facts(p_session_id uuid, p_now timestamptz, p_payout_basis_points int, p_points_per_correct int,
  p_settle_open boolean)
returns jsonb language plpgsql as $$
declare
  s record;
  pending record;
  v_facts jsonb;
begin
  select id, user_id, stake, status into s from quiz_sessions where id = p_session_id;
  if not found then raise exception 'quiz session % not found', p_session_id; end if;
  select position, served_at, deadline_at into pending from quiz_answers
  where session_id = p_session_id and served_at is not null and answered_at is null;
  if not p_settle_open and (found or s.status = 'completed') then return null; end if;
  if found then
    -- Never before it was served (a quiz left during the reveal): no negative answer time.
    perform quiz_settle_answer(s.id, s.user_id, s.stake, pending.position, null, false, true,
      greatest(pending.served_at, least(pending.deadline_at, p_now)),
      p_payout_basis_points, p_points_per_correct);
  end if;

  select jsonb_build_object(
    'session', (select to_jsonb(q) from quiz_sessions q where q.id = p_session_id),
    'user', (select jsonb_build_object('correctAnswers', correct_answers, 'questionsAnswered', questions_answered, 'quizStreak', quiz_streak,
                                       'totalXp', total_xp, 'level', level)
             from users where id = s.user_id),
    -- A question closed by refused attempts has no answer time.
    'timing', (select jsonb_build_object('answered', count(*),
                                         'totalMs', coalesce(sum(extract(epoch from (answered_at - served_at)) * 1000), 0)::int8,
                                         'lastAt', max(answered_at))
               from quiz_answers where session_id = p_session_id and answered_at is not null and (answer_index is not null or timed_out)),
    'answers', (select jsonb_build_object('count', count(*), 'allRight', coalesce(bool_and(is_correct), true))
                from quiz_answers where session_id = p_session_id and answered_at is not null),
    -- A player has one quiz at a time, so the latest started are the latest completed (the index serves it).
    'recentPercents', coalesce((select jsonb_agg(percent) from (
        select (correct_answers * 100 / question_count)::int as percent from quiz_sessions
        where user_id = s.user_id and status = 'completed' order by started_at desc limit 2) r), '[]'::jsonb))
  into v_facts;
  return v_facts;
end $$;
