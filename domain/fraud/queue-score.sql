-- Queues a (re)score of the player (the fraud__score_user job, decision 0029) in the caller's
-- transaction, 5 s from now under one job key per player, so a burst of finished quizzes, sign-ins and
-- withdrawal requests collapses into one job.
--
-- A job a worker has already taken keeps its key and its retries (decision 0068): add_job under that
-- key would take the key away and set the running job's attempts to the maximum, so a fault in that
-- run (the worker killed, the database restarted) would leave it failed for good. The rescore then
-- goes under the player's second key, or, when a job of each key is running, under none. The keyed
-- rows are locked first, so no worker takes one between this look and add_job.
--
-- Called by: quiz_answer (domain/quiz/answer-question.sql), inside the statement of a quiz's last
--   answer, so the job commits with the quiz; queueScore (domain/fraud/score-user.ts) after a sign-in
--   or a withdrawal request.
-- Calls: graphile_worker.add_job.
-- Triggers: none.

create or replace function fraud_queue_score(p_user_id uuid) returns void language plpgsql as $$
declare
  v_keys text[] := array['fraud__score_user:' || p_user_id, 'fraud__score_user:' || p_user_id || ':again'];
  v_running text[];
  v_key text;
begin
  select coalesce(array_agg(j.key) filter (where j.locked_at is not null), '{}') into v_running
  from (select key, locked_at from graphile_worker._private_jobs where key = any(v_keys) order by key for update) j;
  select k.key into v_key from unnest(v_keys) with ordinality as k(key, n)
  where k.key <> all(v_running) order by k.n limit 1;
  perform graphile_worker.add_job('fraud__score_user', json_build_object('userId', p_user_id),
    run_at => now() + interval '5 seconds', job_key => v_key);
end $$;
