-- Notifications written by notifyMany (tournament settlements, dispute decisions) before its fix held
-- their wording and data as a JSON string holding the JSON (each element of a jsonb[] parameter was
-- encoded twice), and the app threw rendering them. Such a value is decoded once here.
update notifications set wording = (wording #>> '{}')::jsonb where jsonb_typeof(wording) = 'string';
update notifications set data = (data #>> '{}')::jsonb where jsonb_typeof(data) = 'string';
