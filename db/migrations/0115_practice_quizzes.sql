-- Guest practice quizzes (issue 31, decision 0067): a visitor without an account answers a few easy
-- questions, judged by the server as a quiz is, with nothing at stake and nothing kept against a
-- player. No user_id: a practice quiz belongs to nobody, so it has no ledger, counter or leaderboard
-- trigger. Its id is random (the only way to reach it); rows go when they expire (maintenance__prune).
create table practice_quiz_sessions (
  id uuid primary key,
  difficulty text not null check (difficulty in ('easy', 'medium', 'hard')),
  question_count smallint not null check (question_count between 1 and 10),
  started_at timestamptz not null,
  expires_at timestamptz not null check (expires_at > started_at)
);
create index practice_quiz_sessions_expires_idx on practice_quiz_sessions (expires_at);

-- One row per question of a practice quiz, as quiz_answers keeps them: the order its options are shown
-- in, the key it is served with and the salt of its commitment, its clock and the answer given.
create table practice_quiz_answers (
  session_id uuid not null references practice_quiz_sessions (id) on delete cascade,
  position smallint not null,
  question_id uuid not null references questions (id) on delete cascade,
  option_order smallint[] not null,
  key_index smallint not null,
  salt text not null default replace(gen_random_uuid()::text, '-', ''),
  served_at timestamptz,
  deadline_at timestamptz,
  answered_at timestamptz,
  answer_index smallint,
  is_correct boolean,
  timed_out boolean not null default false,
  primary key (session_id, position)
);
