-- Question bank management (issue 19): one table for seeded, manual, AI and imported questions,
-- with points, authorship, usage figures kept by a periodic rollup, and indexes behind the admin
-- list's search and filters. AI generations and their drafts wait in tables of their own.
create extension if not exists pg_trgm;

alter table questions drop constraint questions_source_check;
update questions set source = 'seed' where source in ('bank', 'fallback');
alter table questions add constraint questions_source_check check (source in ('seed', 'manual', 'ai', 'import'));

alter table questions
  add column points smallint not null default 10 constraint questions_points_check check (points between 1 and 100),
  add column created_by uuid references users (id),
  add column updated_at timestamptz not null default now(),
  add column times_served integer not null default 0,
  add column times_right integer not null default 0,
  -- The text a duplicate is recognised by: case, punctuation and spacing ignored.
  add column question_key text generated always as (btrim(regexp_replace(lower(question), '[^a-z0-9]+', ' ', 'g'))) stored;

create index questions_key_idx on questions (question_key);
create index questions_search_idx on questions using gin (question gin_trgm_ops);
create index questions_list_idx on questions (created_at desc, id desc);
create index questions_difficulty_list_idx on questions (difficulty, created_at desc, id desc);
create index questions_category_list_idx on questions (category, created_at desc, id desc);
create index questions_source_list_idx on questions (source, created_at desc, id desc);
create index questions_active_list_idx on questions (is_active, created_at desc, id desc);

-- Usage rollup: sessions completed since the watermark add their served and right answers.
create index quiz_sessions_completed_idx on quiz_sessions (completed_at) where completed_at is not null;
create table question_usage_rollup (
  id boolean primary key default true check (id),
  rolled_up_to timestamptz not null
);
insert into question_usage_rollup (rolled_up_to) values (now());

create table question_generations (
  id uuid primary key default gen_random_uuid(),
  requested_by uuid not null references users (id),
  count smallint not null check (count in (3, 5, 10, 15)),
  difficulty text not null check (difficulty in ('easy', 'medium', 'hard')),
  topic text not null,
  model text not null,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  error text,
  prompt_tokens integer not null default 0,
  completion_tokens integer not null default 0,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index question_generations_created_idx on question_generations (created_at desc, id desc);

create table question_drafts (
  id uuid primary key default gen_random_uuid(),
  generation_id uuid not null references question_generations (id) on delete cascade,
  position smallint not null,
  question text not null,
  options jsonb not null,
  correct_index smallint not null,
  explanation text not null,
  category text not null,
  difficulty text not null,
  verdict text not null check (verdict in ('passed', 'failed', 'unverified')),
  reasons jsonb not null default '[]',
  saved_question_id uuid references questions (id) on delete set null,
  unique (generation_id, position)
);
