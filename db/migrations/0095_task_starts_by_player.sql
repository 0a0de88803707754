-- The earn tasks list reads a player's own starts in one pass (domain/tasks/list-tasks.ts, decision
-- 0044) instead of one primary-key lookup per task; the primary key leads with the task.
create index task_starts_user_idx on task_starts (user_id, period);
