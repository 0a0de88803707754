-- Linking an existing (email) account to a Telegram account (issue 18, decision 0039): the signed-in
-- account asks for a one-time code, opens the Mini App with start_param `link-<code>`, and the
-- validated Telegram user is attached to the account that asked, only when its username is the one
-- the account named when asking (a leaked link is no use to anyone else). Only the code's hash is kept.
create table telegram_link_codes (
  code_hash text primary key,
  user_id uuid not null references users(id),
  telegram_username text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  telegram_id bigint
);
create index telegram_link_codes_user_idx on telegram_link_codes (user_id, created_at desc);
