-- Tells every API process, on the one channel `access_changed`, that a player's standing may have
-- changed: a block or unblock and a closure (users.status, blocked_until), a session ended (refresh
-- tokens revoked: logout, password change or reset, signing out everywhere, reuse detection, the
-- admin session timeout, an operator's take-over, a closure), the admin role given or taken,
-- two-factor sign-in turned on or off. The payload is the player's id. pg_notify is transactional:
-- the message goes out when the change commits, not at all when it rolls back, and once however
-- often a transaction sends it. The access check's per-process cache (api/http/access-cache.ts,
-- decision 0060) drops the player's entries when it arrives. The use cases call it in the statement
-- that makes the change (`returning access_changed_notify(...)`); no trigger does it for them (issue
-- 34, decision 0070).
--
-- Called by: blockUser, unblockUser (domain/users/block-user.ts), closeAccount
--   (domain/users/close-account.ts), rotateRefreshToken, revokeRefreshToken (refresh-tokens.ts),
--   endSessions (change-password.ts), admitAdminSession (admin-session.ts), ensureAdmin
--   (ensure-admin.ts), enableTwoFactor, disableTwoFactor (two-factor.ts), user_roles_add and
--   user_roles_remove (user-roles.sql).
-- Calls: nothing of ours.
-- Triggers: none (it only notifies).

create or replace function access_changed_notify(p_user uuid) returns void language sql as $$
  select pg_notify('access_changed', p_user::text);
$$;
