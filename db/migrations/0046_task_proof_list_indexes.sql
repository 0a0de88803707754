-- The review queue in the admin-list pattern (decision 0021): every filter and every search branch
-- reads one index in the list's order, (submitted_at, id) newest first.
create index task_proofs_type_only_idx on task_proofs (task_type, submitted_at desc, id desc);
create index task_proofs_user_list_idx on task_proofs (user_id, submitted_at desc, id desc);
create index task_proofs_task_list_idx on task_proofs (task_id, submitted_at desc, id desc);
-- The pending ones (reviewed within a day, so few): the Pending Review and overdue counters.
create index task_proofs_pending_idx on task_proofs (submitted_at) where status = 'pending';
-- task_proofs_player_idx (user_id, task_id, submitted_at) serves the player's own state.
