-- One on-chain transfer backs one live deposit per network, whatever the spelling of its reference
-- (issue 13): a zero-width space, a soft hyphen, a 0x prefix or another case made a reference
-- already approved look new. Deposits now store their reference normalised (domain/wallet/reference.ts
-- referenceKey) and the unique index compares the normalised form, the expression of the
-- `reference_key` column that migration 0035 adds for search (the same character class).
drop index transactions_deposit_reference_idx;
create unique index transactions_deposit_reference_idx on transactions (
  network,
  lower(regexp_replace(regexp_replace(details->>'reference', '[\s\u00a0\u00ad\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]+', '', 'g'), '^0x', '', 'i'))
) where type = 'deposit' and status in ('pending', 'processing', 'completed');
