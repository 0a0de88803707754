-- The bot's updates (issue 29): every Telegram update taken in, by webhook or long polling, once per
-- update_id, so a redelivered update queues telegram__handle_update no second time. Pruned after a
-- week by maintenance__prune (Telegram redelivers for at most a day).
create table telegram_updates (
  update_id bigint primary key,
  received_at timestamptz not null default now()
);
create index telegram_updates_received_at on telegram_updates (received_at);
