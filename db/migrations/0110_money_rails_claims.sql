-- Money rails, the rest of issue 28 (decision 0057): hand approvals recorded with the chain's
-- transfers, the sending address a player declares, and Mini App sessions.
--
-- A TON transfer is named by its transaction hash or by its trace's: a claim keeps both, so a hand
-- approval of one and the watcher's credit of the other find each other.
alter table chain_transfers add column trace_hash text;
create index chain_transfers_trace_idx on chain_transfers (network, trace_hash) where trace_hash is not null;

-- The sending account a player declared on a deposit (`details.senderKey`, normalised): the verifier
-- credits automatically only a transfer from it, and only while no other account declared it.
create index transactions_deposit_sender_idx on transactions (network, (details ->> 'senderKey'))
  where type = 'deposit' and details ? 'senderKey';

-- Sessions opened from a Telegram Mini App launch (signed initData): inside Telegram only TON is
-- offered for deposits and withdrawals, and the server refuses the others for these sessions.
create table mini_app_sessions (
  session_id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index mini_app_sessions_user_idx on mini_app_sessions (user_id);
