-- Responsible play (issue 30, decision 0059): the limits a player sets on themself and the breaks they
-- take. A limit is a row per change: the one in force is the newest whose `applies_from` has passed;
-- a raise or a removal waits 24 hours as a row whose `applies_from` is still ahead (the pending
-- change). `value` is micro-USDT for the money limits and minutes for the session reminder; null is
-- "no limit". Rows are only added, except a pending row that a newer change replaces.
create table play_limits (
  id bigint generated always as identity primary key,
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('daily_stake', 'daily_loss', 'deposit', 'session_reminder')),
  value bigint check (value > 0),
  period text check (period in ('day', 'week', 'month')),
  applies_from timestamptz not null,
  created_at timestamptz not null default now(),
  -- A deposit limit counts over a period; no other limit has one.
  check (case when kind = 'deposit' then (value is null) = (period is null) else period is null end)
);
create index play_limits_user_idx on play_limits (user_id, kind, applies_from desc);

-- A cool-off (24 hours to 6 weeks) or a self-exclusion (6 months or more): no quiz, stake, tournament
-- or deposit until `ends_at`; a self-exclusion also stops marketing notifications. Never shortened.
create table play_breaks (
  id bigint generated always as identity primary key,
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('cool_off', 'self_exclusion')),
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at)
);
create index play_breaks_user_idx on play_breaks (user_id, ends_at desc);
