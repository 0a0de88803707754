-- The ledger keyed by player (issue 34, decisions 0080 and 0084): every player row of the ledger
-- carries the player's id in its key, so accounts, journals, postings and transactions can be
-- distributed by user_id and colocated with users (docs/scaling.md).
--
-- - System accounts (house, budgets, escrow, fees, each tournament's pool) move to the reference
--   table `system_accounts`, keeping their ids; `accounts` keeps players' accounts, keyed
--   (user_id, id).
-- - A journal is one player's, keyed (user_id, id); a reversal is the same player's journal. A move
--   between system accounts only (a sponsor funding a pool, its return, a tournament's fee) is a
--   `system_journals` row with `system_postings`, reference tables, balanced and immutable the same way.
-- - A posting carries its journal's player, keyed (user_id, journal_id, id), and is on that player's
--   own account or on a system account, never both.
-- - transactions are keyed (user_id, id); every reference to one carries the player.
--
-- Existing rows: a journal with a player whose postings touch no other player stays as it is (its
-- postings take its player). A journal without a player and without a player's posting moves to
-- system_journals with its id. A journal with postings of several players, or of a player while it
-- names none (a tournament's settlement: the pool to every winner and the fee in one journal), is
-- split under its own id: one journal row per player, holding that player's postings and the
-- opposite amount on the journal's largest system posting's account (the pool), and the rest (the
-- fee) as a system journal of the same id; each part sums to zero and every account's sum is
-- unchanged. The transaction rows of those players point at their part, (user_id, journal_id).

-- Nothing writes the ledger during the move: processes of the old code must be stopped first. A
-- long read holding a ledger table fails the start-up after 30 s rather than stalling every money write
-- behind the migration's locks (run it again once the read is gone).
set local lock_timeout = '30s';
lock table accounts, journals, postings, transactions, chain_transfers, deposit_intents, task_completions,
  tournament_participants, tournaments in share row exclusive mode;

create table system_accounts (
  id bigint primary key default nextval('accounts_id_seq'),
  code text not null unique
);
insert into system_accounts (id, code) select id, code from accounts where user_id is null;

create table system_journals (
  id bigint primary key default nextval('journals_id_seq'),
  type journal_type not null,
  description text not null default '',
  reference text,
  reverses bigint references system_journals (id),
  created_at timestamptz not null default now()
);
-- The analytics refresh reads the minutes since its last run.
create index system_journals_created_idx on system_journals (created_at);
create table system_postings (
  journal_id bigint not null references system_journals (id),
  id bigint not null default nextval('postings_id_seq'),
  system_account_id bigint not null references system_accounts (id),
  amount bigint not null check (amount <> 0),
  primary key (journal_id, id)
);

-- The immutability triggers (journal-guards.sql; a fresh database has none yet) are off while rows move.
alter table journals disable trigger user;
alter table postings disable trigger user;

alter table postings drop constraint postings_journal_id_fkey, drop constraint postings_account_id_fkey;
alter table journals drop constraint journals_reverses_fkey;
alter table transactions drop constraint transactions_journal_id_fkey;
alter table task_completions drop constraint task_completions_journal_id_fkey;
alter table tournament_participants drop constraint tournament_participants_fee_journal_id_fkey;
alter table tournaments drop constraint tournaments_sponsor_journal_id_fkey, drop constraint tournaments_pool_account_id_fkey;
alter table chain_transfers drop constraint chain_transfers_transaction_id_fkey;
alter table deposit_intents drop constraint deposit_intents_transaction_id_fkey;
alter table journals drop constraint journals_pkey;

alter table postings add column user_id uuid, add column system_account_id bigint;

-- Each journal's players (the owners of its players' postings), what becomes of it, and its player
-- once it is a player's: the one it names, or the one whose postings it holds when it names none.
-- A journal naming a player none of whose accounts it posts to has no right owner: it stops the move.
create temporary table journal_moves on commit drop as
select j.id, j.user_id, o.players, coalesce(j.user_id, o.players[1]) as owner,
  case
    when o.players is null and j.user_id is null then 'system'
    when o.players is null or o.players = array[coalesce(j.user_id, o.players[1])] then 'player'
    when j.user_id is null or j.user_id = any(o.players) then 'split'
    else 'refuse'
  end as move
from journals j
left join (
  select p.journal_id, array_agg(distinct a.user_id order by a.user_id) as players
  from postings p join accounts a on a.id = p.account_id
  where a.user_id is not null
  group by p.journal_id
) o on o.journal_id = j.id;

-- Stops the migration (the cast fails, naming the journal) on a journal whose postings are not of the player it names.
select ('journal ' || m.id || ' names player ' || m.user_id || ' but posts to the accounts of ' || array_to_string(m.players, ', '))::int
from journal_moves m where m.move = 'refuse';

-- A player's journal: its postings are its player's; one that named no player takes the one it pays.
update journals j set user_id = m.owner from journal_moves m where m.id = j.id and m.move = 'player' and j.user_id is null;
update postings p set user_id = m.owner from journal_moves m where m.id = p.journal_id and m.move = 'player';

-- A system journal moves whole, with its id.
insert into system_journals (id, type, description, reference, reverses, created_at)
select j.id, j.type, j.description, j.reference, j.reverses, j.created_at
from journals j join journal_moves m on m.id = j.id and m.move = 'system'
order by j.id;
insert into system_postings (journal_id, id, system_account_id, amount)
select p.journal_id, p.id, p.account_id, p.amount from postings p join journal_moves m on m.id = p.journal_id and m.move = 'system';
delete from postings p using journal_moves m where m.id = p.journal_id and m.move = 'system';
delete from journals j using journal_moves m where m.id = j.id and m.move = 'system';

-- A journal of several players is split under its id (above). Each player's sum, and the account
-- of the journal's largest system posting, which takes the opposite of each player's sum.
create temporary table split_parts on commit drop as
select p.journal_id, a.user_id, sum(p.amount)::int8 as amount
from postings p join accounts a on a.id = p.account_id join journal_moves m on m.id = p.journal_id and m.move = 'split'
where a.user_id is not null
group by p.journal_id, a.user_id;
create temporary table split_anchors on commit drop as
select distinct on (p.journal_id) p.journal_id, p.account_id
from postings p join accounts a on a.id = p.account_id join journal_moves m on m.id = p.journal_id and m.move = 'split'
where a.user_id is null
order by p.journal_id, abs(p.amount) desc, p.id;
-- Stops the migration (the cast fails, naming the journal) if such a journal has no system posting to split on.
select ('journal ' || m.id || ' has postings of several players and none of a system account')::int
from journal_moves m
where m.move = 'split' and not exists (select 1 from split_anchors s where s.journal_id = m.id);

insert into journals (id, type, user_id, description, reference, reverses, created_at) overriding system value
select j.id, j.type, s.user_id, j.description, j.reference, null, j.created_at
from split_parts s join journals j on j.id = s.journal_id
where j.user_id is distinct from s.user_id;
update postings p set user_id = a.user_id
from accounts a, journal_moves m
where a.id = p.account_id and a.user_id is not null and m.id = p.journal_id and m.move = 'split';
insert into postings (journal_id, account_id, amount, user_id)
select s.journal_id, x.account_id, -s.amount, s.user_id
from split_parts s join split_anchors x on x.journal_id = s.journal_id
where s.amount <> 0;
-- The system postings left over (the original ones, less what the players' parts took) per account.
with rest as (
  select p.journal_id, p.account_id, sum(p.amount)::int8 as amount
  from postings p join accounts a on a.id = p.account_id and a.user_id is null
  join journal_moves m on m.id = p.journal_id and m.move = 'split'
  where p.user_id is null
  group by p.journal_id, p.account_id
  union all
  select s.journal_id, x.account_id, sum(s.amount)::int8
  from split_parts s join split_anchors x on x.journal_id = s.journal_id
  group by s.journal_id, x.account_id
), left_over as (
  select journal_id, account_id, sum(amount)::int8 as amount from rest group by journal_id, account_id having sum(amount) <> 0
), heads as (
  insert into system_journals (id, type, description, reference, created_at)
  select distinct on (j.id) j.id, j.type, j.description, j.reference, j.created_at
  from journals j where j.id in (select journal_id from left_over)
  order by j.id, j.user_id nulls first
  returning id
)
insert into system_postings (journal_id, system_account_id, amount)
select journal_id, account_id, amount from left_over order by journal_id, account_id;
delete from postings p using journal_moves m where m.id = p.journal_id and m.move = 'split' and p.user_id is null;
delete from journals j using journal_moves m where m.id = j.id and m.move = 'split' and j.user_id is null;

-- Postings on system accounts name them in system_account_id; the system rows leave accounts.
alter table postings alter column account_id drop not null;
update postings p set system_account_id = p.account_id, account_id = null
from system_accounts s where s.id = p.account_id;
delete from accounts where user_id is null;

alter table postings alter column user_id set not null;
alter table postings drop constraint postings_pkey, add primary key (user_id, journal_id, id);
alter table postings add constraint postings_one_account check (num_nonnulls(account_id, system_account_id) = 1);
-- Readers by account (the cached balance against its postings, a player's earnings) take their
-- player's postings; the system postings (the pool checks) are read by the journal.
drop index postings_account_idx;
create index postings_account_idx on postings (account_id) where account_id is not null;

alter table journals alter column user_id set not null;
alter table journals add primary key (user_id, id);
-- (user_id, id desc) is the new primary key read backwards.
drop index journals_user_idx;
alter table journals add constraint journals_reverses_fkey foreign key (user_id, reverses) references journals (user_id, id);

alter table accounts drop constraint accounts_owner, drop constraint accounts_code_key, drop constraint accounts_pkey;
alter table accounts drop column code;
alter table accounts alter column user_id set not null, alter column balance set not null;
alter table accounts add primary key (user_id, id);
alter table accounts add constraint accounts_player check (kind in ('playable', 'bonus') and balance >= 0);
drop index accounts_user_kind_idx;
create unique index accounts_user_kind_idx on accounts (user_id, kind);

alter table postings
  add constraint postings_journal_fkey foreign key (user_id, journal_id) references journals (user_id, id),
  add constraint postings_account_fkey foreign key (user_id, account_id) references accounts (user_id, id),
  add constraint postings_system_account_id_fkey foreign key (system_account_id) references system_accounts (id);

alter table transactions drop constraint transactions_pkey, add primary key (user_id, id);
-- An admin addresses a transaction by its id alone (the API's paths carry only the id).
create index transactions_id_idx on transactions (id);
alter table transactions add constraint transactions_journal_fkey
  foreign key (user_id, journal_id) references journals (user_id, id);

alter table deposit_intents add constraint deposit_intents_transaction_fkey
  foreign key (user_id, transaction_id) references transactions (user_id, id);
alter table task_completions add constraint task_completions_journal_fkey
  foreign key (user_id, journal_id) references journals (user_id, id);
alter table tournament_participants add constraint tournament_participants_fee_journal_fkey
  foreign key (user_id, fee_journal_id) references journals (user_id, id);
alter table tournaments
  add constraint tournaments_pool_account_id_fkey foreign key (pool_account_id) references system_accounts (id),
  add constraint tournaments_sponsor_journal_id_fkey foreign key (sponsor_journal_id) references system_journals (id);

-- A claimed on-chain transfer is a lookup by its hash (distributed by the hash, like the deposits'
-- references): it names the deposit it credited by player and id, with no foreign key (the deposit
-- is on its player's shard); an unmatched transfer names none.
alter table chain_transfers add column user_id uuid;
update chain_transfers c set user_id = t.user_id from transactions t where t.id = c.transaction_id;
alter table chain_transfers add constraint chain_transfers_deposit
  check ((user_id is null) = (transaction_id is null));

alter table journals enable trigger user;
alter table postings enable trigger user;

analyze accounts, system_accounts, journals, system_journals, postings, system_postings, transactions;
