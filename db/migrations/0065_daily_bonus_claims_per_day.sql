-- An admin may allow more than one daily bonus claim per calendar day (dailyBonus.conditions.maxClaimsPerDay):
-- a claim is keyed by the player, their day and its number within that day.
alter table daily_bonus_claims add column claim_no smallint not null default 1 check (claim_no >= 1);
alter table daily_bonus_claims drop constraint daily_bonus_claims_pkey;
alter table daily_bonus_claims add primary key (user_id, claim_date, claim_no);

-- The back office's Recent Claims list, newest first, keyset-paged.
create index daily_bonus_claims_recent_idx on daily_bonus_claims (claimed_at desc, user_id desc, claim_no desc);
