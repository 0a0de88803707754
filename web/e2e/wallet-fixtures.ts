// Helpers shared by wallet.spec.ts and admin-wallet.spec.ts.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';
import { expect, login, registerPlayer, useSession, waitForHydration, type Session } from './fixtures';
import { txHash } from '../../testing/tx-hash.ts';

export const TRC20_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
export const SCREENS_DIR = 'test-results/screens';

export const unique = () => `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 6)}`;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small valid PNG (a blue-to-gold gradient, like a screenshot of a wallet app), a few hundred bytes. */
export function proofPng(width = 160, height = 100): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const t = x / width;
      rows.set([Math.round(255 * t), Math.round(191 + 24 * t), Math.round(255 * (1 - t))], row + 1 + x * 3);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const auth = (session: Session) => ({ authorization: `Bearer ${session.accessToken}` });

export async function apiData<T>(res: { status(): number; text(): Promise<string> }, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status(), text).toBe(status);
  return (JSON.parse(text) as { data: T }).data;
}

export interface WalletBalances {
  balance: string;
  playableBalance: string;
  bonusBalance: string;
  availableBalance: string;
  lockedBalance: string;
}

export async function readBalances(request: APIRequestContext, player: Session): Promise<WalletBalances> {
  return (await apiData<{ balances: WalletBalances }>(await request.get('/api/wallet', { headers: auth(player) })))
    .balances;
}

/** "55.5" -> "55.50", the way the screens show amounts. */
export const shown = (amount: string) => Number(amount).toFixed(2);

/** A player with `amount` USDT of playable balance (a deposit approved through the API). */
export async function fundedPlayer(request: APIRequestContext, name: string, amount = '100'): Promise<Session> {
  return fund(request, await registerPlayer(request, name), amount);
}

/** Credits a player through an approved deposit (on TON for a player signed in inside Telegram, where only TON is offered). */
export async function fund(
  request: APIRequestContext,
  player: Session,
  amount: string,
  network: 'TRC20' | 'TON' = 'TRC20',
): Promise<Session> {
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const deposit = await apiData<{ id: string }>(
    await request.post('/api/deposits', {
      headers: auth(player),
      data: { amount, network, method: 'crypto', reference: txHash() },
    }),
    201,
  );
  await apiData(await request.put(`/api/admin/transactions/${deposit.id}/approve`, { headers: auth(admin), data: {} }));
  return player;
}

/** A player with a pending deposit that carries a proof image. */
export async function playerWithPendingDeposit(
  request: APIRequestContext,
  name: string,
  amount = '75',
): Promise<Session> {
  const player = await registerPlayer(request, name);
  const res = await request.post('/api/deposits', {
    headers: auth(player),
    multipart: {
      amount,
      network: 'TRC20',
      method: 'crypto',
      reference: `0x${txHash()}`,
      proof: { name: 'proof.png', mimeType: 'image/png', buffer: proofPng() },
    },
  });
  await apiData(res, 201);
  return player;
}

/**
 * The admin in a second, desktop-sized browser context (next to a player's phone-sized page), with
 * the same rule as the fixtures: any console error fails the test unless allowed.
 */
export async function openAdmin(browser: Browser, request: APIRequestContext, baseURL: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(`admin console.error: ${msg.text()}`));
  page.on('pageerror', (err) => errors.push(`admin pageerror: ${err.message}`));
  await useSession(page, baseURL, await login(request, ADMIN_EMAIL, ADMIN_PASSWORD));
  return {
    page,
    async close() {
      await context.close();
      expect(errors).toEqual([]);
    },
  };
}

/** Opens /admin/transactions filtered to one player and returns that player's rows. */
export async function findTransactions(page: Page, playerName: string, extra = '') {
  await page.goto(`/admin/transactions${extra}`);
  await waitForHydration(page);
  const search = page.getByRole('searchbox', { name: 'Search transactions' });
  await search.fill(playerName);
  await expect(page).toHaveURL(/search=/);
  return page.getByTestId('transaction-row').filter({ hasText: playerName });
}
