-- Referrals keyed by the invited player (issue 34, decision 0080): a referral is the invited player's
-- row (one each), so its player column is `user_id` and its key (user_id, id). The inviter is another
-- player, on another shard once players are distributed: no foreign key to them; record-referral
-- finds the inviter by their code, under lock, before it writes the row (as migration 0123 did for
-- the other ids of another player).
alter table referrals rename column referred_id to user_id;
alter table referrals rename constraint referrals_referred_id_key to referrals_user_id_key;
alter table referrals rename constraint referrals_referred_id_fkey to referrals_user_id_fkey;
alter table referrals drop constraint referrals_referrer_id_fkey;
alter table referrals drop constraint referrals_pkey, add primary key (user_id, id);
