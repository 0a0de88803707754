-- Admin two-factor sign-in (TOTP, RFC 6238) and the back office's inactivity timeout (decision 0052).

-- One row per admin who set up two-factor sign-in: the secret encrypted with a key derived from
-- JWT_SECRET (domain/identity/two-factor.ts), enabled once a first code matched, and the last time
-- step a code was accepted for, so a code is never accepted twice.
create table two_factor_secrets (
  user_id uuid primary key references users (id) on delete cascade,
  secret_encrypted text not null,
  enabled_at timestamptz,
  last_used_step bigint,
  created_at timestamptz not null default now()
);

-- The ten recovery codes handed out when two-factor sign-in is enabled: only their hashes, each usable once.
create table two_factor_recovery_codes (
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  primary key (user_id, code_hash)
);

-- An admin's session (refresh-token family): when it last made a request, written at most once a
-- minute, so the back office ends it after the session timeout of inactivity; and whether it was
-- opened with a second factor.
create table admin_sessions (
  session_id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  last_active_at timestamptz not null,
  second_factor boolean not null default false
);
create index admin_sessions_user_id on admin_sessions (user_id);
