-- Queues a graphile-worker job under a job key, in the caller's transaction, without taking the key
-- from a job a worker is running. graphile-worker's add_job under the key of a running job takes the
-- key away and sets that job's attempts to the maximum (the newer job will do the work), so a fault
-- in that run (the worker killed, the database restarted) leaves it failed for good (decision 0068,
-- for every keyed job since decision 0074). A key whose job is running is left to it: the job goes
-- under the key's second form (`<key>:again`), or, when a job of each is running, under none. A
-- waiting job under the key is replaced as add_job does (its payload, run_at and attempts). The keyed
-- rows are locked first, so no worker takes one between this look and add_job.
--
-- Called by: addJob (db/jobs.ts, every keyed job queued from TypeScript), fraud_queue_score
--   (domain/fraud/queue-score.sql), referrals_queue_on_qualifying (domain/referrals/queue-referral.sql),
--   tournament_schedule_completion (domain/tournaments/schedule-completion.sql). (A level-up's
--   delivery job is keyed by its new notification's id: queued once, it needs none of this.)
-- Calls: graphile_worker.add_job.
-- Triggers: none.

create or replace function jobs_add_keyed(p_task text, p_payload json, p_key text,
  p_run_at timestamptz default null, p_max_attempts int default null) returns void language plpgsql as $$
declare
  v_keys text[] := array[p_key, p_key || ':again'];
  v_running text[];
  v_key text;
begin
  select coalesce(array_agg(j.key) filter (where j.locked_at is not null), '{}') into v_running
  from (select key, locked_at from graphile_worker._private_jobs where key = any(v_keys) order by key for update) j;
  select k.key into v_key from unnest(v_keys) with ordinality as k(key, n)
  where k.key <> all(v_running) order by k.n limit 1;
  perform graphile_worker.add_job(p_task, p_payload, run_at => p_run_at, max_attempts => p_max_attempts,
    job_key => v_key);
end $$;
