-- Earn tasks (spec 001 "Task", spec 002 sections 2.9-2.11): one table for the simple and the marketing
-- forms, the players' completions (one per task and period: '' for one-off tasks, the player's local
-- date for daily ones), the starts that quiz and link verification measure from, and screenshot proofs.
create table tasks (
  id uuid primary key default gen_random_uuid(),
  type text not null check (type in ('daily', 'marketing', 'partner', 'referral')),
  title text not null check (length(title) between 1 and 120),
  description text not null default '' check (length(description) <= 2000),
  reward bigint not null check (reward >= 0),
  action text not null default 'share'
    check (action in ('share', 'invite', 'social', 'subscribe', 'create', 'join', 'game', 'survey', 'watch', 'download')),
  link text check (length(link) <= 500),
  partner_name text check (length(partner_name) <= 80),
  verification text not null
    check (verification in ('quiz', 'telegram_channel', 'referrals', 'daily_login', 'proof', 'link')),
  requirements jsonb not null default '{}' check (jsonb_typeof(requirements) = 'object'),
  max_completions integer not null default 0 check (max_completions >= 0),
  completions integer not null default 0 check (completions >= 0),
  failed_verifications integer not null default 0,
  start_date timestamptz,
  end_date timestamptz,
  is_active boolean not null default true,
  activated_at timestamptz,
  created_by uuid references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  check (end_date is null or start_date is null or end_date > start_date),
  check (max_completions = 0 or completions <= max_completions)
);
-- The player's list: live tasks of one type, newest first.
create index tasks_live_idx on tasks (type, created_at desc) where deleted_at is null and is_active;
-- The admin list: keyset over every undeleted task.
create index tasks_admin_idx on tasks (created_at desc, id desc) where deleted_at is null;

create table task_completions (
  task_id uuid not null references tasks(id),
  user_id uuid not null references users(id),
  period text not null,
  reward bigint not null check (reward >= 0),
  journal_id bigint references journals(id),
  proof_id uuid,
  data jsonb not null default '{}',
  completed_at timestamptz not null default now(),
  primary key (task_id, user_id, period)
);
create index task_completions_user_idx on task_completions (user_id, completed_at desc);

create table task_starts (
  task_id uuid not null references tasks(id),
  user_id uuid not null references users(id),
  period text not null,
  started_at timestamptz not null default now(),
  primary key (task_id, user_id, period)
);

create table task_proofs (
  id uuid primary key default gen_random_uuid(),
  task_id uuid not null references tasks(id),
  task_type text not null,
  user_id uuid not null references users(id),
  period text not null,
  username text not null check (length(username) between 1 and 100),
  task_url text not null check (length(task_url) between 1 and 500),
  description text not null default '' check (length(description) <= 1000),
  content_type text not null,
  screenshot bytea not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  submitted_at timestamptz not null default now(),
  reviewed_by uuid references users(id),
  reviewed_at timestamptz,
  rejection_reason text check (length(rejection_reason) <= 500)
);
-- At most one proof waits for review per player and task.
create unique index task_proofs_one_pending_idx on task_proofs (task_id, user_id) where status = 'pending';
create index task_proofs_player_idx on task_proofs (user_id, task_id, submitted_at desc);
-- The review queue and its filters (status, type), keyset on (submitted_at, id).
create index task_proofs_status_idx on task_proofs (status, submitted_at desc, id desc);
create index task_proofs_type_idx on task_proofs (task_type, status, submitted_at desc, id desc);
create index task_proofs_list_idx on task_proofs (submitted_at desc, id desc);
