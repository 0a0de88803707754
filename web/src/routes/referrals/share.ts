import type { Api } from '../../api-client/client';
import type { shareInvite as prepareInvite } from '../../../../domain/referrals/share-invite';
import { looksLikeTelegram } from '../../telegram/detect';

type PreparedInvite = Awaited<ReturnType<typeof prepareInvite>>;

/**
 * Shares the invite. Inside the Mini App: the rich invite the server prepares in Telegram
 * (POST /api/referrals/share) through Telegram's shareMessage, else Telegram's share dialog with the
 * link (an older client, or the server could not prepare it); on the web the share dialog in a new tab.
 */
export function shareInvite(link: string, text: string, api?: Api): void {
  const url = `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`;
  if (!looksLikeTelegram()) {
    window.open(url, '_blank', 'noopener,noreferrer');
    return;
  }
  void import('@telegram-apps/sdk-react').then(async (sdk) => {
    if (api && sdk.shareMessage.isAvailable()) {
      const prepared = await api.post<PreparedInvite>('/api/referrals/share', {}).catch(() => null);
      if (prepared) {
        // The player may close Telegram's dialog without sending: nothing more to do then.
        await sdk.shareMessage(prepared.preparedMessageId).catch(() => {});
        return;
      }
    }
    if (!sdk.openTelegramLink.ifAvailable(url)[0]) window.open(url, '_blank', 'noopener,noreferrer');
  });
}
