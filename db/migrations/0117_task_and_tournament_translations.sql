-- Operator-written texts players read, worded per player language (issue 31, decision 0069): a
-- task's title and description and a tournament's name and description may carry a wording for
-- each language, { "<language>": { "<field>": "<text>" } }. A language or field left out falls back
-- to the main column, so rows from before read exactly as they did.
alter table tasks add column translations jsonb not null default '{}';
alter table tournaments add column translations jsonb not null default '{}';
