// The networks a deposit or withdrawal form offers: every active one on the web, only TON inside a
// Telegram launch (Telegram's blockchain guidelines for Mini Apps, decisions 0054 and 0057). The
// server refuses the others for a session signed in from a Mini App launch (mini-app-networks.ts).
import type { Wallet } from '../../api-client/types';
import { useInTelegram } from '../../telegram/useTelegram';

export function useOfferedNetworks(wallet: Wallet): Wallet['networks'] {
  const inTelegram = useInTelegram();
  return inTelegram ? wallet.networks.filter((n) => n.network === 'TON') : wallet.networks;
}
