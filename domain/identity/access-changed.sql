-- Tells every API process, on the one channel `access_changed`, that a player's standing may have
-- changed: a block or unblock and a closure (users.status, blocked_until), a session ended (a refresh
-- token revoked or deleted while live: logout, password change, reuse detection, the admin session
-- timeout, a closure), the admin role given or taken, two-factor sign-in turned on or off. The payload
-- is the player's id. pg_notify is transactional: the message goes out when the change commits, and
-- not at all when it rolls back. The access check's per-process cache (api/http/access-cache.ts,
-- decision 0060) drops the player's entries when it arrives. Row triggers narrowed by WHEN, so a
-- refresh token's rotation (used_at) or the quiz's updates of a player's counters never fire them.
--
-- Called by: the triggers users_access_changed, refresh_tokens_access_changed,
--   user_roles_access_changed and two_factor_secrets_access_changed.
-- Calls: nothing of ours.
-- Triggers: none (it only notifies).

-- tg_argv[0]: the column holding the player's id (`id` on users, `user_id` elsewhere).
create or replace function access_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('access_changed',
    (case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end) ->> tg_argv[0]);
  return null;
end $$;

create or replace trigger users_access_changed after update of status, blocked_until on users
  for each row when (old.status is distinct from new.status or old.blocked_until is distinct from new.blocked_until)
  execute function access_changed('id');

create or replace trigger refresh_tokens_access_changed after update of revoked_at on refresh_tokens
  for each row when (old.revoked_at is null and new.revoked_at is not null)
  execute function access_changed('user_id');

create or replace trigger refresh_tokens_access_deleted after delete on refresh_tokens
  for each row when (old.revoked_at is null and old.expires_at > now())
  execute function access_changed('user_id');

create or replace trigger user_roles_access_changed after insert or update or delete on user_roles
  for each row execute function access_changed('user_id');

create or replace trigger two_factor_secrets_access_changed after insert or update of enabled_at or delete on two_factor_secrets
  for each row execute function access_changed('user_id');
