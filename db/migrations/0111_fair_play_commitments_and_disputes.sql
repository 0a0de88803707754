-- Commitments (decision 0058): every served row keeps its own random salt and the answer key it was
-- served with (the question's own index), so the commitment a player was shown and the reveal they
-- get are both computed from the row, whatever happens to the question's key later.
alter table quiz_answers
  add column salt text not null default replace(gen_random_uuid()::text, '-', ''),
  add column key_index smallint;
update quiz_answers a set key_index = q.correct_index from questions q where q.id = a.question_id;
alter table quiz_answers alter column key_index set not null;

alter table tournament_answers
  add column salt text not null default replace(gen_random_uuid()::text, '-', ''),
  add column key_index smallint;
update tournament_answers a set key_index = q.correct_index from questions q where q.id = a.question_id;
alter table tournament_answers alter column key_index set not null;

-- Disputes (decision 0058b): a player disputes a question they answered, once per question. A decision
-- is taken per question and closes every open dispute of it; an upheld one records the key correction.
create table question_key_corrections (
  id uuid primary key default gen_random_uuid(),
  question_id uuid not null references questions (id),
  old_index smallint not null check (old_index between 0 and 3),
  new_index smallint not null check (new_index between 0 and 3),
  decided_by uuid not null references users (id),
  created_at timestamptz not null default now(),
  constraint question_key_corrections_changed check (new_index <> old_index)
);
create index question_key_corrections_question_idx on question_key_corrections (question_id);

create table question_disputes (
  id uuid primary key default gen_random_uuid(),
  question_id uuid not null references questions (id),
  user_id uuid not null references users (id),
  session_id uuid not null references quiz_sessions (id),
  reason text not null check (length(reason) between 3 and 500),
  status text not null default 'open' check (status in ('open', 'upheld', 'rejected')),
  decision_reason text,
  correction_id uuid references question_key_corrections (id),
  decided_by uuid references users (id),
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  unique (question_id, user_id)
);
create index question_disputes_open_idx on question_disputes (status, created_at desc, id desc);

-- Which answers a correction re-settled: one row per answer, so a job run twice pays once.
create table answer_resettlements (
  correction_id uuid not null references question_key_corrections (id),
  session_id uuid not null,
  position smallint not null,
  user_id uuid not null references users (id),
  now_correct boolean not null,
  paid bigint not null default 0,
  xp int not null default 0,
  created_at timestamptz not null default now(),
  primary key (correction_id, session_id, position)
);

-- quiz_question_json carries the commitment now (domain/quiz/session-view.sql).
drop function if exists quiz_question_json(uuid, text, jsonb, text, text, int, int, timestamptz, timestamptz, bigint);
