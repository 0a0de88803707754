-- Queues a (re)score of the player (fraud__score_user, decision 0029) in the caller's transaction,
-- 5 s from now under one job key per player, so a burst of finished quizzes, sign-ins and withdrawal
-- requests collapses into one job. A quiz's last answer calls it inside its own statement
-- (quiz_answer, decision 0043); the other causes through queueScore (domain/fraud/score-user.ts).
create or replace function fraud_queue_score(p_user_id uuid) returns void language plpgsql as $$
begin
  perform graphile_worker.add_job('fraud__score_user', json_build_object('userId', p_user_id),
    run_at => now() + interval '5 seconds', job_key => 'fraud__score_user:' || p_user_id);
end $$;
