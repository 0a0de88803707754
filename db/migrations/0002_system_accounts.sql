-- System accounts of the ledger. They have no cached balance: their balance is the sum of their postings.
insert into accounts (kind, code) values
  ('system', 'house'),
  ('system', 'deposits_clearing'),
  ('system', 'withdrawals_pending'),
  ('system', 'fees'),
  ('system', 'bonus_budget'),
  ('system', 'quiz_escrow'),
  ('system', 'tournament_pools'),
  ('system', 'tournament_fees'),
  ('system', 'referral_budget');
