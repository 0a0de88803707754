-- Queues a (re)score of the player (the fraud__score_user job, decision 0029) in the caller's
-- transaction, 5 s from now under one job key per player, so a burst of finished quizzes, sign-ins and
-- withdrawal requests collapses into one job.
--
-- Called by: quiz_answer (domain/quiz/answer-question.sql), inside the statement of a quiz's last
--   answer, so the job commits with the quiz; queueScore (domain/fraud/score-user.ts) after a sign-in
--   or a withdrawal request.
-- Calls: graphile_worker.add_job.
-- Triggers: none.

create or replace function fraud_queue_score(p_user_id uuid) returns void language plpgsql as $$
begin
  perform graphile_worker.add_job('fraud__score_user', json_build_object('userId', p_user_id),
    run_at => now() + interval '5 seconds', job_key => 'fraud__score_user:' || p_user_id);
end $$;
