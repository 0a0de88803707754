import { looksLikeTelegram } from '../../telegram/detect';

/** Telegram's share dialog for the invite link (inside the Mini App it stays in Telegram). */
export function shareInvite(link: string, text: string): void {
  const url = `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`;
  if (looksLikeTelegram()) {
    void import('@telegram-apps/sdk-react').then((sdk) => {
      if (!sdk.openTelegramLink.ifAvailable(url)[0]) window.open(url, '_blank', 'noopener,noreferrer');
    });
    return;
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}
