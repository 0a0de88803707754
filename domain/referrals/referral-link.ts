import type { Settings } from '../settings/defaults.ts';

export type LinkConfig = { botUsername?: string; publicUrl?: string };

/**
 * The player's invite link: the Mini App's `https://t.me/{bot}/{app}?startapp={code}` when a bot
 * username is set (the settings, else TELEGRAM_BOT_USERNAME), else the web app's `?ref={code}`
 * (relative when the public URL is not known). Codes are letters and digits, within Telegram's
 * start parameter alphabet `[A-Za-z0-9_-]`.
 */
export function referralLink(settings: Settings, code: string, config: LinkConfig = {}): string {
  const bot = (settings.referral.botUsername || config.botUsername || '').replace(/^@/, '');
  if (bot) return `https://t.me/${bot}/${settings.referral.miniAppName}?startapp=${code}`;
  return `${(config.publicUrl ?? '').replace(/\/+$/, '')}/?ref=${code}`;
}
