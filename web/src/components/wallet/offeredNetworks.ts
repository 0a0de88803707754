// The networks a deposit or withdrawal form offers: every active one on the web, only TON inside a
// Telegram launch (Telegram's blockchain guidelines for Mini Apps, decision 0054). Client-side
// only: the server has no marker of a Telegram session, and the rule is about what Telegram shows.
import type { Wallet } from '../../api-client/types';
import { useInTelegram } from '../../telegram/useTelegram';

export function useOfferedNetworks(wallet: Wallet): Wallet['networks'] {
  const inTelegram = useInTelegram();
  return inTelegram ? wallet.networks.filter((n) => n.network === 'TON') : wallet.networks;
}
