-- Tournaments (docs/decisions/0023-tournaments.md): a fixed question set that every participant
-- plays once, entry fees held in the tournament's own pool account, settled in one journal.

-- A house-funded prize moves from `house` into the pool when an admin creates the tournament
-- (tournament_sponsorship); a cancellation reverses each entry fee and the prize (tournament_refund).
alter domain journal_type drop constraint journal_type_check;
alter domain journal_type add constraint journal_type_check check (value in (
  'deposit', 'withdrawal', 'withdrawal_fee', 'quiz_reward', 'streak_bonus', 'quiz_stake', 'quiz_payout', 'quiz_stake_lost',
  'tournament_win', 'tournament_creation', 'tournament_join', 'tournament_sponsorship', 'tournament_refund', 'referral_bonus', 'daily_bonus',
  'task_reward', 'welcome_bonus', 'achievement_reward', 'bonus_unlock', 'adjustment', 'reversal'));

-- Stored status; "upcoming" is an active tournament whose start is still ahead (derived, never stored).
create domain tournament_status as text check (value in ('active', 'completed', 'cancelled'));

create table tournaments (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 100),
  description text not null default '',
  category text not null default 'general',
  rules text not null default '',
  difficulty quiz_difficulty not null,
  question_count smallint not null check (question_count between 1 and 50),
  seconds_per_question smallint not null check (seconds_per_question between 5 and 120),
  entry_fee bigint not null check (entry_fee >= 0),
  house_prize bigint not null default 0 check (house_prize >= 0),
  fee_basis_points int not null check (fee_basis_points between 0 and 10000),
  prize_split smallint[] not null,
  max_participants int not null check (max_participants between 2 and 10000),
  current_participants int not null default 0 check (current_participants <= max_participants),
  entry_fees bigint not null default 0 check (entry_fees >= 0),
  status tournament_status not null default 'active',
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  creator_id uuid references users(id),
  sponsored boolean not null default false,
  pool_account_id bigint not null unique references accounts(id),
  sponsor_journal_id bigint references journals(id),
  winner_id uuid references users(id),
  winner_score int,
  winner_amount bigint,
  app_fee bigint,
  settled_at timestamptz,
  settled_by uuid references users(id),
  cancel_reason text,
  created_at timestamptz not null default now()
);
-- The lobby's tabs and the admin list: newest first within a status, keyset paged.
create index tournaments_status_created_idx on tournaments (status, created_at desc, id desc);
create index tournaments_created_idx on tournaments (created_at desc, id desc);

-- The question set, picked at creation, the same for every participant.
create table tournament_questions (
  tournament_id uuid not null references tournaments(id),
  position smallint not null,
  question_id uuid not null references questions(id),
  primary key (tournament_id, position)
);

create table tournament_participants (
  tournament_id uuid not null references tournaments(id),
  user_id uuid not null references users(id),
  seat int not null,
  joined_at timestamptz not null default now(),
  fee_journal_id bigint references journals(id),
  -- The run: its id is the "session" id the quiz's answer endpoint takes.
  run_id uuid not null unique default gen_random_uuid(),
  run_started_at timestamptz,
  run_finished_at timestamptz,
  correct_answers smallint,
  time_ms int,
  rank int,
  prize bigint,
  primary key (tournament_id, user_id),
  unique (tournament_id, seat)
);
create index tournament_participants_user_idx on tournament_participants (user_id, joined_at desc);

create table tournament_answers (
  tournament_id uuid not null,
  user_id uuid not null,
  position smallint not null,
  question_id uuid not null references questions(id),
  served_at timestamptz,
  deadline_at timestamptz,
  answered_at timestamptz,
  answer_index smallint,
  is_correct boolean,
  primary key (tournament_id, user_id, position),
  foreign key (tournament_id, user_id) references tournament_participants (tournament_id, user_id)
);
