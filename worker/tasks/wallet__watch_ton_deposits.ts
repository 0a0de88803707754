import type { Task } from 'graphile-worker';
import { watchTonDeposits } from '../../domain/wallet/watch-ton-deposits.ts';
import { connectForTask } from '../database.ts';

/**
 * Every minute (graphile-worker's crontab has minutes, not the 30 s the design names): credits the
 * TON deposit intents whose memo arrived with an incoming USDT transfer (domain/wallet/watch-ton-deposits.ts).
 */
export const wallet__watch_ton_deposits: Task = async (_payload, helpers) => {
  const { credited, unmatched, unavailable } = await watchTonDeposits(connectForTask(), new Date());
  if (credited + unmatched + unavailable > 0)
    helpers.logger.info(
      `TON deposits: ${credited} credited, ${unmatched} unmatched, ${unavailable} addresses unavailable`,
    );
};
