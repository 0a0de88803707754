-- The first run (decision 0051).
--
-- One-time setup tokens: a process that starts while no admin exists prints a setup link; only the
-- token's hash is kept, so every API replica accepts any of them until it expires.
create table admin_setup_tokens (
  token_hash text primary key,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

-- Seed steps that run once per installation (the starter earn tasks): once recorded, the seed never
-- repeats them, so a starter task the operator deleted does not come back.
create table seed_markers (
  key text primary key,
  seeded_at timestamptz not null default now()
);
-- An installation that already has tasks is not a fresh one: it gets no starter tasks.
insert into seed_markers (key) select 'starter_tasks' where exists (select 1 from tasks);

-- The seven deposit addresses earlier seeds created belong to nobody here: switched off where they
-- still carry the seeded values (an operator who replaced one keeps theirs). Kept, not deleted:
-- deposits already made name them.
update deposit_addresses set is_active = false, updated_at = now()
where is_active and (network, address) in (
  ('TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'),
  ('ERC20', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'),
  ('BEP20', '0x8894E0a0c962CB723c1976a4421c95949bE2D4E3'),
  ('Polygon', '0x5A0b54D5dc17e0AadC383d2db43B0a0D3E029c4c'),
  ('Arbitrum', '0xB38e8c17e38363aF6EbdCb3dAE12e0243582891D'),
  ('Optimism', '0x95222290DD7278Aa3Ddd389Cc1E1d165CC4BAfe5'),
  ('TON', 'EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N')
);

-- An admin is not a player: the users screen's counters count players only (the trigger on
-- user_roles in domain/users/user-counters.sql keeps it so from now on).
update user_counters c set count = c.count - a.n
from (
  select u.status, u.telegram_id is not null as telegram, count(*) as n
  from users u where exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin')
  group by 1, 2
) a
where c.status = a.status and c.telegram = a.telegram;
