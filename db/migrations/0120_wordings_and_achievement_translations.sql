-- Texts players read in their own language (issue 31, decision 0072). A notification and an activity
-- keep the catalogue key the app words them by and the values that fill it, { "key", "values" }
-- (domain/notifications/wordings.ts), beside the English title and text; rows from before have none
-- and read as written. An achievement's title and description may carry a wording per language,
-- { "<language>": { "title", "description" } }, like tasks and tournaments (migration 0117).
alter table notifications add column wording jsonb;
alter table activities add column wording jsonb;
alter table achievements add column translations jsonb not null default '{}';
