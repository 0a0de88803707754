// Today's breaks of the sharding rules that db/shard-ready.test.ts enforces on db/schema.sql (issue
// 34, docs/scaling.md), each with why it is there and what the refactor must do to end it. The
// refactor of the ledger's keys and the product-work triggers was left out of issue 34's first round
// (it touches the core every feature writes): until it lands, no new table may add an entry here,
// and a change that ends one must remove it (the test fails both ways).

type Entry = { reason: string; refactor: string };

const ownId: Entry = {
  reason: 'keyed by its own id, drawn from one sequence for all players',
  refactor: 'primary key (user_id, id); every reference to one of these rows carries user_id with the id',
};
const childWithoutUser: Entry = {
  reason: "a player's row that reaches its player only through its parent row",
  refactor:
    "add user_id, the player's id, to the key; the foreign key becomes (user_id, parent id) to the parent keyed the same way",
};
const sameOwnerReference: Entry = {
  reason: "points at another row of the same player by that row's own id",
  refactor: 'once the referenced table is keyed (user_id, id), the foreign key becomes (user_id, id)',
};
const systemAccounts: Entry = {
  reason: "system accounts (house, budgets, tournament pools) share the accounts table with players' accounts",
  refactor: "system accounts move to a reference table keyed by code; a player's accounts are keyed (user_id, kind)",
};
const systemJournals: Entry = {
  reason: 'a journal may belong to no player (a sponsor funding a pool, a house move)',
  refactor:
    "a journal is written per player, under that player's id; a system-only move gets its own reference-table journal",
};
const reversal: Entry = {
  reason: 'a reversing journal points at the journal it reverses by id',
  refactor:
    "once journals are keyed (user_id, id), reverses becomes (user_id, reverses): a reversal is the same player's",
};

export const knownViolations: Record<string, Entry> = {
  'accounts: primary key accounts_pkey (id) leaves out user_id': ownId,
  'accounts: unique accounts_code_key (code) leaves out user_id': systemAccounts,
  "accounts: user_id may be null (a player table's rows each belong to one player)": systemAccounts,
  'chain_transfers: foreign key chain_transfers_transaction_id_fkey to player table transactions from a table without user_id':
    childWithoutUser,
  "deposit_intents: foreign key deposit_intents_transaction_id_fkey (transaction_id) -> transactions does not join on the player's id":
    sameOwnerReference,
  "journals: foreign key journals_reverses_fkey (reverses) -> journals does not join on the player's id": reversal,
  'journals: primary key journals_pkey (id) leaves out user_id': ownId,
  "journals: user_id may be null (a player table's rows each belong to one player)": systemJournals,
  'postings: foreign key postings_account_id_fkey to player table accounts from a table without user_id':
    childWithoutUser,
  'postings: foreign key postings_journal_id_fkey to player table journals from a table without user_id':
    childWithoutUser,
  "task_completions: foreign key task_completions_journal_id_fkey (journal_id) -> journals does not join on the player's id":
    sameOwnerReference,
  "tournament_participants: foreign key tournament_participants_fee_journal_id_fkey (fee_journal_id) -> journals does not join on the player's id":
    sameOwnerReference,
  'tournaments: foreign key tournaments_pool_account_id_fkey to player table accounts from a table without user_id':
    systemAccounts,
  'tournaments: foreign key tournaments_sponsor_journal_id_fkey to player table journals from a table without user_id':
    systemJournals,
  "transactions: foreign key transactions_journal_id_fkey (journal_id) -> journals does not join on the player's id":
    sameOwnerReference,
  'transactions: primary key transactions_pkey (id) leaves out user_id': ownId,
};
