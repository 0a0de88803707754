-- Quiz core: question bank, server-judged sessions, stakes, achievements, activities, daily bonus, security flags.

create table questions (
  id uuid primary key default gen_random_uuid(),
  question text not null unique,
  options jsonb not null check (jsonb_typeof(options) = 'array' and jsonb_array_length(options) = 4),
  correct_index smallint not null check (correct_index between 0 and 3),
  explanation text not null check (length(explanation) >= 20),
  difficulty text not null check (difficulty in ('easy', 'medium', 'hard')),
  category text not null,
  source text not null default 'manual' check (source in ('manual', 'ai', 'fallback', 'bank')),
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);
create index questions_pick_idx on questions(difficulty, is_active);

create table quiz_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users(id),
  difficulty text not null check (difficulty in ('easy', 'medium', 'hard')),
  mode text not null check (mode in ('standard', 'challenge')),
  stake bigint check (stake is null or stake > 0),
  status text not null default 'active' check (status in ('active', 'completed')),
  question_count smallint not null,
  current_index smallint not null default 0,
  correct_answers smallint not null default 0,
  score integer not null default 0,
  reward bigint not null default 0,
  streak_bonus bigint not null default 0,
  xp_gained integer not null default 0,
  started_at timestamptz not null default now(),
  completed_at timestamptz,
  total_time_ms integer not null default 0
);
create index quiz_sessions_user_idx on quiz_sessions(user_id, started_at desc);
create unique index quiz_sessions_one_active_idx on quiz_sessions(user_id) where status = 'active';

-- One row per question of a session; served_at/deadline_at set when the server serves it.
create table quiz_answers (
  session_id uuid not null references quiz_sessions(id),
  position smallint not null,
  question_id uuid not null references questions(id),
  served_at timestamptz,
  deadline_at timestamptz,
  answered_at timestamptz,
  answer_index smallint,
  is_correct boolean,
  timed_out boolean not null default false,
  stake bigint,
  bet_result text check (bet_result in ('won', 'lost')),
  win_amount bigint,
  primary key (session_id, position)
);
create index quiz_answers_question_idx on quiz_answers(question_id);

create table security_flags (
  id bigint generated always as identity primary key,
  user_id uuid not null references users(id),
  code text not null,
  reason text not null,
  created_at timestamptz not null default now(),
  resolved_at timestamptz
);
create index security_flags_user_idx on security_flags(user_id, created_at desc);

create table achievements (
  id text primary key,
  title text not null,
  description text not null,
  type text not null,
  icon text not null,
  rarity text not null check (rarity in ('common', 'rare', 'epic', 'legendary')),
  reward bigint not null check (reward >= 0),
  is_active boolean not null default true,
  sort_order integer not null default 0
);

create table user_achievements (
  user_id uuid not null references users(id),
  achievement_id text not null references achievements(id),
  unlocked_at timestamptz not null default now(),
  primary key (user_id, achievement_id)
);

create table activities (
  id bigint generated always as identity primary key,
  user_id uuid not null references users(id),
  type text not null,
  title text not null,
  description text not null,
  reward bigint,
  created_at timestamptz not null default now()
);
create index activities_user_idx on activities(user_id, id desc);

create table daily_bonus_claims (
  user_id uuid not null references users(id),
  claim_date date not null,
  amount bigint not null,
  streak integer not null,
  multiplier numeric(4, 2) not null,
  claimed_at timestamptz not null default now(),
  primary key (user_id, claim_date)
);
create index daily_bonus_claims_date_idx on daily_bonus_claims(claim_date);

-- Challenge stakes: the stake moves into escrow when a question is served, then pays out or goes to the house.
alter table journals drop constraint journals_type_check;
alter table journals add constraint journals_type_check check (type in (
  'deposit', 'withdrawal', 'withdrawal_fee', 'quiz_reward', 'streak_bonus', 'quiz_stake', 'quiz_payout', 'quiz_stake_lost',
  'tournament_win', 'tournament_creation', 'tournament_join', 'referral_bonus', 'daily_bonus',
  'task_reward', 'welcome_bonus', 'achievement_reward', 'bonus_unlock', 'adjustment', 'reversal'
));
