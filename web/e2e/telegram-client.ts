// A stand-in for the Telegram client, shared by the specs that run the app as a Mini App.
import type { Page } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { BOT_TOKEN } from './env';

/** initData signed the way Telegram signs it (HMAC-SHA256 with the key derived from the bot token); `extra` adds fields such as start_param. */
export function signedInitData(user: Record<string, unknown>, extra: Record<string, string> = {}): string {
  const fields: Record<string, string> = {
    ...extra,
    auth_date: String(Math.floor(Date.now() / 1000)),
    query_id: `AAH${Math.random().toString(36).slice(2, 12)}`,
    user: JSON.stringify(user),
    // Telegram's Ed25519 signature (Bot API 8.0); the server checks the HMAC hash, which covers it.
    signature: Buffer.from(crypto.getRandomValues(new Uint8Array(64))).toString('base64url'),
  };
  const checkString = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(BOT_TOKEN).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

export const THEME = {
  bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  secondary_bg_color: '#232e3c',
  section_bg_color: '#17212b',
};

/** The launch URL's hash, the way Telegram opens a Mini App. */
export function launchHash(initData: string): string {
  return new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'tdesktop',
    tgWebAppThemeParams: JSON.stringify(THEME),
  }).toString();
}

export interface BridgeEvent {
  type: string;
  data: Record<string, unknown> | null;
}

/** Stands in for the Telegram client: records the app's bridge calls (names in __tgCalls, with their data in __tgEvents) and answers viewport requests. */
export function telegramClientMock() {
  const w = window as unknown as {
    __tgCalls: string[];
    __tgEvents: Array<{ type: string; data: unknown }>;
    TelegramWebviewProxy: { postEvent: (type: string, data?: string) => void };
    Telegram?: { WebView?: { receiveEvent?: (type: string, data: unknown) => void } };
  };
  w.__tgCalls = [];
  w.__tgEvents = [];
  const answer = (type: string, data: unknown) => setTimeout(() => w.Telegram?.WebView?.receiveEvent?.(type, data), 10);
  w.TelegramWebviewProxy = {
    postEvent(type, data) {
      w.__tgCalls.push(type);
      w.__tgEvents.push({ type, data: data ? JSON.parse(data) : null });
      if (type === 'web_app_request_viewport')
        answer('viewport_changed', {
          height: window.innerHeight,
          width: window.innerWidth,
          is_expanded: true,
          is_state_stable: true,
        });
      if (type === 'web_app_request_safe_area') answer('safe_area_changed', { top: 0, bottom: 20, left: 0, right: 0 });
      if (type === 'web_app_request_content_safe_area')
        answer('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
    },
  };
}

/** The data of every bridge call of this type the app made, oldest first. */
export async function bridgeEvents(page: Page, type: string): Promise<Array<Record<string, unknown> | null>> {
  const events = await page.evaluate(() => (window as unknown as { __tgEvents: BridgeEvent[] }).__tgEvents);
  return events.filter((e) => e.type === type).map((e) => e.data);
}

/** The data of the app's last bridge call of this type (null if none). */
export async function lastBridgeEvent(page: Page, type: string): Promise<Record<string, unknown> | null> {
  const events = await page.evaluate(() => (window as unknown as { __tgEvents: BridgeEvent[] }).__tgEvents);
  return events.filter((e) => e.type === type).at(-1)?.data ?? null;
}

/** An event from the Telegram client to the app, e.g. a press of the MainButton or the BackButton. */
export async function sendBridgeEvent(page: Page, type: 'main_button_pressed' | 'back_button_pressed') {
  await page.evaluate(
    (t) =>
      (
        window as unknown as { Telegram: { WebView: { receiveEvent: (t: string, d: unknown) => void } } }
      ).Telegram.WebView.receiveEvent(t, {}),
    type,
  );
}
