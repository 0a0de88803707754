-- Email accounts verify their address by a mailed link, and reset a forgotten password by one
-- (decision 0053). Links carry a token whose SHA-256 alone is stored here: single use, expiring.
alter table email_identities add column verified_at timestamptz;

-- Accounts from before verification existed keep what they had (they were paid their welcome bonus
-- at sign-up and could withdraw): their address counts as verified, so verifying never pays twice.
update email_identities set verified_at = created_at;

create table email_tokens (
  id bigint generated always as identity primary key,
  user_id uuid not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('verify_email', 'reset_password')),
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  -- Set by the mail__send job once the mail went out: a second delivery of the job sends nothing.
  mailed_at timestamptz,
  created_at timestamptz not null default now()
);
create index email_tokens_user_id on email_tokens (user_id, purpose);
create index email_tokens_expires_at on email_tokens (expires_at);
