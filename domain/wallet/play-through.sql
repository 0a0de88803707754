-- A player's bonus play-through progress after `p_since` (decision 0046): the stakes of challenge
-- questions the player answered (a timed-out or unanswered question counts for nothing) and the
-- quizzes that ended `completed` (an abandoned quiz counts for nothing), and when the latest of them
-- happened (a new play-through starts after it, so play that met one never counts for the next).
--
-- Called by: domain/wallet/play-through.ts (the wallet, the withdrawal request and each bonus grant).
-- Calls: nothing.
-- Triggers: none (it only reads).
create or replace function play_through_progress(p_user_id uuid, p_since timestamptz,
  out staked bigint, out quizzes int, out last_at timestamptz)
language sql stable as $$
  select stakes.staked, completed.quizzes, greatest(stakes.last_at, completed.last_at)
  from
    (select coalesce(sum(a.stake), 0)::int8 as staked, max(a.answered_at) as last_at
     from quiz_sessions s join quiz_answers a on a.user_id = s.user_id and a.session_id = s.id
     where s.user_id = p_user_id and (s.completed_at is null or s.completed_at > p_since)
       and a.stake is not null and a.answer_index is not null and a.answered_at > p_since) stakes,
    (select count(*)::int as quizzes, max(completed_at) as last_at from quiz_sessions
     where user_id = p_user_id and status = 'completed' and completed_at > p_since) completed
$$;
