-- How long after a player's last fraud score a finished quiz may have them scored again (decision
-- 0091): the player's own interval between 2.5 and 7.5 minutes, five on average, fixed per player by a
-- hash of their id. Players whose quizzes ended in the same minute are scored in the same sweep, and
-- with one interval for all they would all be due again in one later sweep, every time; with their
-- own, they spread over five sweeps and stay spread.
--
-- Called by: scoreDuePlayers (domain/fraud/score-user.ts), the per-minute sweep.
-- Calls: nothing of ours.
-- Triggers: none.

create or replace function fraud_rescore_interval(p_user_id uuid) returns interval
language sql immutable parallel safe as $$
  select make_interval(secs => 150 + ((hashtext(p_user_id::text) % 300) + 300) % 300);
$$;
