-- Referrals, notifications and the leaderboard (issue 17). Functions and triggers live beside their
-- TypeScript in domain/referrals, domain/notifications and domain/leaderboard.

create domain referral_status as text check (value in ('pending', 'completed', 'cancelled'));
create domain referral_refusal_reason as text check (value in (
  'invalid_format', 'referrer_not_found', 'self_referral', 'already_has_referrer', 'referrer_at_max'));

-- One row per referred player: pending until the referred player's qualifying action, then
-- completed (both rewards paid, once) or cancelled (the referrer reached the maximum meanwhile).
create table referrals (
  id uuid primary key default gen_random_uuid(),
  referrer_id uuid not null references users(id),
  referred_id uuid not null unique references users(id),
  code text not null,
  status referral_status not null default 'pending',
  reward_amount bigint not null default 0 check (reward_amount >= 0),
  referred_reward_amount bigint not null default 0 check (referred_reward_amount >= 0),
  bonus_sent boolean not null default false,
  cancel_reason text,
  created_at timestamptz not null default now(),
  processed_at timestamptz,
  check (referrer_id <> referred_id)
);
create index referrals_referrer_idx on referrals(referrer_id, created_at desc, id desc);
create index referrals_created_idx on referrals(created_at desc, id desc);
create index referrals_status_idx on referrals(status, created_at desc, id desc);

-- A code that did not make a referral, and why; sign-up itself went on.
create table referral_refusals (
  id bigint generated always as identity primary key,
  user_id uuid not null references users(id),
  referrer_id uuid references users(id),
  code text not null,
  reason referral_refusal_reason not null,
  created_at timestamptz not null default now()
);
create index referral_refusals_created_idx on referral_refusals(created_at desc);

-- Whether the bot may write to the player (Telegram's allows_write_to_pm or requestWriteAccess),
-- and when the player blocked the bot (delivery then stops).
alter table users add column telegram_can_message boolean not null default false,
  add column telegram_blocked_at timestamptz;

-- A row per player notification; user_id null is a broadcast read by everyone, whose read marks
-- are kept per player in notification_reads.
create table notifications (
  id bigint generated always as identity primary key,
  user_id uuid references users(id) on delete cascade,
  type text not null,
  title text not null,
  message text not null,
  data jsonb not null default '{}'::jsonb,
  read_at timestamptz,
  telegram_sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index notifications_user_idx on notifications(user_id, id desc);
create index notifications_unread_idx on notifications(user_id) where read_at is null;
create index notifications_broadcast_idx on notifications(id desc) where user_id is null;

create table notification_reads (
  notification_id bigint not null references notifications(id) on delete cascade,
  user_id uuid not null references users(id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (user_id, notification_id)
);

-- Earnings (rewards of every kind, not deposits) per player per period: 'all' and each ISO week
-- ('YYYY-MM-DD' of its Monday, UTC), kept by a trigger on postings, so the top N and one player's
-- rank are read from one index.
create table leaderboard_entries (
  period text not null,
  user_id uuid not null references users(id) on delete cascade,
  earnings bigint not null default 0,
  tasks integer not null default 0,
  primary key (period, user_id)
);
create index leaderboard_entries_rank_idx on leaderboard_entries(period, earnings desc, user_id);

-- Earnings already in the ledger (the same reward types as domain/leaderboard/record-earnings.sql).
insert into leaderboard_entries (period, user_id, earnings, tasks)
select p.period, a.user_id, sum(p.amount), count(*) filter (where j.type = 'task_reward')
from postings p0
join accounts a on a.id = p0.account_id and a.user_id is not null
join journals j on j.id = p0.journal_id
  and j.type in ('quiz_reward', 'streak_bonus', 'tournament_win', 'referral_bonus', 'daily_bonus', 'task_reward', 'achievement_reward')
cross join lateral (values ('all', p0.amount), (to_char(date_trunc('week', j.created_at at time zone 'UTC'), 'YYYY-MM-DD'), p0.amount)) as p(period, amount)
where p0.amount > 0
group by p.period, a.user_id;
