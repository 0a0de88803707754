-- Tournament questions live in a pool of their own that standard and challenge quizzes never serve
-- (decision 0047): a quiz's reveal shows its keys, so a shared bank let practice harvest tournament
-- keys. A tournament question is retired once a tournament that served it has ended.
alter table questions
  add column pool text not null default 'practice' check (pool in ('practice', 'tournament')),
  add column retired_at timestamptz;

-- The quiz's pick (start-quiz.sql) and the tournament's (create-tournament.ts) read one pool's
-- active questions of a difficulty; the admin list filters by pool in its own order.
drop index questions_pick_idx;
create index questions_pick_idx on questions (pool, difficulty, is_active);
create index questions_pool_list_idx on questions (pool, created_at desc, id desc);
-- Which open tournaments hold a question (the unused count), and which tournaments to retire from.
create index tournament_questions_question_idx on tournament_questions (question_id);

-- AI generation can fill either pool: the drafts saved go to the generation's pool.
alter table question_generations
  add column pool text not null default 'practice' check (pool in ('practice', 'tournament'));

-- Tournament runs refuse rapid answers as quizzes do: attempts per question, and the rapid-answer
-- window counted over the player's tournament answers too.
alter table tournament_answers add column attempts smallint not null default 0;
create index tournament_answers_user_answered_idx on tournament_answers (user_id, answered_at);

-- tournament_answer takes the quiz's rules now (domain/tournaments/answer-run.sql).
drop function if exists tournament_answer(uuid, uuid, uuid, int, timestamptz);
