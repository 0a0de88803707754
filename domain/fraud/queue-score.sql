-- Queues a (re)score of the player (the fraud__score_user job, decision 0029) in the caller's
-- transaction, 5 s from now under one job key per player, so a burst of sign-ins and withdrawal
-- requests collapses into one job (a finished quiz marks the score due instead, decision 0079:
-- mark-rescore-due.sql). A job a worker has already taken keeps its key and its retries (decision
-- 0068): jobs_add_keyed queues the rescore under the player's second key then.
--
-- Called by: queueScore (domain/fraud/score-user.ts) after a sign-in or a withdrawal request.
-- Calls: jobs_add_keyed (domain/database/add-keyed-job.sql).
-- Triggers: none.

create or replace function fraud_queue_score(p_user_id uuid) returns void language plpgsql as $$
begin
  perform jobs_add_keyed('fraud__score_user', json_build_object('userId', p_user_id),
    'fraud__score_user:' || p_user_id, now() + interval '5 seconds');
end $$;
