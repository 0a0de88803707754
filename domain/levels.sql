-- The level for a total XP: a level L needs 100 x L XP to rise, so level = floor(XP / 100) + 1; levels
-- never fall.
--
-- Called by: quiz_finish (domain/quiz/finish-quiz.sql) and resettleAnswer
--   (domain/disputes/resettle-answer.ts); domain/profile/goals.ts shows the same rule.
-- Calls: nothing of ours.
-- Triggers: none (immutable); a caller that raises the level writes the notification
--   (notifications_level_up).

create or replace function level_for_xp(p_total_xp bigint, p_current_level int)
returns int language sql immutable as $$
  select greatest(p_current_level, (p_total_xp / 100 + 1)::int)
$$;
