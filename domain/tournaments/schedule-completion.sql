-- Queues the tournament's settlement job (worker/tasks/tournaments__complete.ts) to run at `p_run_at`.
-- One job per tournament (its job key): a later call moves the queued job instead of adding another.
--
-- Called by: tournament_answer (answer-run.sql: the last run of a full tournament ends), and
--   domain/tournaments/create-tournament.ts and settle-tournament.ts.
-- Calls: jobs_add_keyed (domain/database/add-keyed-job.sql: a job a worker runs keeps its key).
-- Triggers: none.

create or replace function tournament_schedule_completion(p_tournament_id uuid, p_run_at timestamptz)
returns void language plpgsql as $$
begin
  perform jobs_add_keyed('tournaments__complete', json_build_object('tournamentId', p_tournament_id),
    'tournaments__complete:' || p_tournament_id, p_run_at, 10);
end $$;
