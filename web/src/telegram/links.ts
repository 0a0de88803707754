import { looksLikeTelegram } from './detect';

/**
 * Opens a task's link: inside the Mini App through Telegram (t.me links stay in Telegram with
 * openTelegramLink, others open in its browser with openLink); on the web in a new tab. The SDK
 * chunk is already loaded by the Telegram bootstrap when this runs inside Telegram.
 */
export function openTaskLink(url: string): void {
  if (looksLikeTelegram()) {
    void import('@telegram-apps/sdk-react').then((sdk) => {
      const opened = /^https:\/\/t\.me\//.test(url)
        ? sdk.openTelegramLink.ifAvailable(url)[0]
        : sdk.openLink.ifAvailable(url)[0];
      if (!opened) window.open(url, '_blank', 'noopener,noreferrer');
    });
    return;
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}
