-- The quiz tables keyed by their player (issue 34, decision 0080 step 4a): a quiz session is keyed
-- (user_id, id), and an answer carries its player's id (filled here from its session) and is keyed
-- (user_id, session_id, position), with its foreign key (user_id, session_id) to the session, as
-- tables distributed by user_id and colocated with users need (docs/scaling.md). A dispute points at
-- its session by (user_id, session_id). Every statement that reads a session or its answers names
-- the player with the session's id, so it stays on one shard. Session ids still come from
-- gen_random_uuid() (or the API's randomUUID()).
alter table quiz_answers add column user_id uuid;
update quiz_answers a set user_id = s.user_id from quiz_sessions s where s.id = a.session_id;
alter table quiz_answers alter column user_id set not null;

alter table quiz_answers drop constraint quiz_answers_session_id_fkey;
alter table question_disputes drop constraint question_disputes_session_id_fkey;
alter table quiz_sessions drop constraint quiz_sessions_pkey, add primary key (user_id, id);
-- (user_id, id) is the new primary key.
drop index quiz_sessions_user_id_idx;
alter table quiz_answers drop constraint quiz_answers_pkey, add primary key (user_id, session_id, position);
-- One row per question in a session, now with the session's player: still led by the question, which
-- the catalog's and the disputes' reads by question alone use; the answer path finds its row by all three.
drop index quiz_answers_question_idx;
create unique index quiz_answers_question_idx on quiz_answers (question_id, user_id, session_id);
alter table quiz_answers add constraint quiz_answers_session_id_fkey
  foreign key (user_id, session_id) references quiz_sessions (user_id, id);
alter table question_disputes add constraint question_disputes_session_id_fkey
  foreign key (user_id, session_id) references quiz_sessions (user_id, id);

-- Signatures that now take the player's id (domain/quiz/finish-quiz.sql, session-view.sql).
drop function if exists quiz_finish(uuid, timestamptz, jsonb, boolean);
drop function if exists quiz_question_payload(uuid, int);
