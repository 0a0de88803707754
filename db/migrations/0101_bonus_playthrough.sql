-- Bonus money not yet played through (domain/wallet/play-through.ts, decision 0046): one row per
-- player, the bonus still locked and when its play-through began; challenge stakes and completed
-- quizzes since then are read from quiz_answers and quiz_sessions. Withdrawals keep the locked part.
create table bonus_play_throughs (
  user_id uuid primary key references users (id),
  locked_amount bigint not null check (locked_amount >= 0),
  since timestamptz not null
);

-- A withdrawal request counts the other accounts paying out to the same address (the hold for review).
create index transactions_withdrawal_address_idx on transactions (wallet_address, user_id) where type = 'withdrawal';

-- Players who have not deposited yet still hold their promotional credit in the bonus balance: it
-- needs a play-through from now, as a new grant would. Credit already in playable balances is left as it is.
insert into bonus_play_throughs (user_id, locked_amount, since)
select t.user_id, least(sum(t.amount), max(a.balance)), now()
from transactions t
join users u on u.id = t.user_id and not u.has_deposited
join accounts a on a.user_id = t.user_id and a.kind = 'bonus' and a.balance > 0
where t.type in ('welcome_bonus', 'achievement_reward', 'referral_bonus', 'task_reward', 'daily_bonus') and t.status = 'completed'
group by t.user_id;
