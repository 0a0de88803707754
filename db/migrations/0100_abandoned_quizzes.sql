-- A quiz its player left unanswered (finished by the expiry job, or by a new start) ends as
-- `abandoned`, not `completed`: quiz_finish (domain/quiz/finish-quiz.sql) gives it no reward, score,
-- XP or completed-quiz count, so it qualifies no referral, task, achievement or bonus condition.
-- Sessions finished this way before this migration keep the status they were given.
alter domain quiz_status drop constraint quiz_status_check;
alter domain quiz_status add constraint quiz_status_check check (value in ('active', 'completed', 'abandoned'));
