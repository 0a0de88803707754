// Display helpers. Amounts arrive as decimal strings; they are rounded for display with integer
// arithmetic (no floats on money) and dates are formatted in UTC so the server-rendered HTML and
// the hydrated client always agree.

const AMOUNT = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * How amounts are shown to players: System Settings > General, currency and decimal places (decision
 * 0040), from /api/settings. The document shell sets it on every render before the page renders, on
 * the server and in the browser, so both render the same figures. It names the unit, never converts.
 */
const display = { currency: 'USDT', decimals: 2 };

export function setAmountDisplay(settings: { currency?: string; decimalPlaces?: number } | undefined): void {
  if (typeof settings?.currency === 'string' && settings.currency) display.currency = settings.currency;
  const places = settings?.decimalPlaces;
  if (typeof places === 'number' && Number.isInteger(places) && places >= 0 && places <= 8) display.decimals = places;
}

/** The name amounts are shown in (USDT unless the settings say otherwise). */
export const currency = (): string => display.currency;

/** "12.345678" -> "12.35" (the settings' decimal places); grouping with commas; invalid input -> "0.00". */
export function formatAmount(value: string | number | null | undefined, decimals = display.decimals): string {
  const text = typeof value === 'number' ? value.toFixed(6) : (value ?? '0').trim();
  const m = AMOUNT.exec(text);
  if (!m) return (0).toFixed(decimals);
  const negative = m[1] === '-';
  const frac = (m[3] ?? '').padEnd(decimals + 1, '0');
  let scaled = BigInt((m[2] ?? '0') + frac.slice(0, decimals));
  if (Number(frac[decimals]) >= 5) scaled += 1n;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const intPart = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fracPart = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  const isZero = scaled === 0n;
  return `${negative && !isZero ? '-' : ''}${intPart}${fracPart}`;
}

/** An amount with the unit: "12.35 USDT". */
export function formatUsdt(value: string | number | null | undefined): string {
  return `${formatAmount(value)} ${display.currency}`;
}

export function formatCount(value: number | null | undefined): string {
  return new Intl.NumberFormat('en-US').format(value ?? 0);
}

export function formatPercent(value: number | null | undefined): string {
  const v = Number.isFinite(value) ? (value as number) : 0;
  return `${Math.round(v * 10) / 10}%`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'UTC',
});

export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '—' : dateFormat.format(d);
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '—' : `${dateTimeFormat.format(d)} UTC`;
}

/** Beginner below 5, Advanced from 5, Expert from 10, Master from 15, Legend from 20. */
export function levelTitle(level: number): string {
  if (level >= 20) return 'Legend';
  if (level >= 15) return 'Master';
  if (level >= 10) return 'Expert';
  if (level >= 5) return 'Advanced';
  return 'Beginner';
}

/** XP inside the current level; a level needs 100 x level XP. */
export function levelProgress(user: { level: number; xp?: number | null; xpForNextLevel?: number | null }) {
  const needed = user.xpForNextLevel && user.xpForNextLevel > 0 ? user.xpForNextLevel : 100 * Math.max(1, user.level);
  const current = Math.max(0, Math.min(user.xp ?? 0, needed));
  return { current, needed, percent: Math.round((current / needed) * 100) };
}

export function displayName(
  user: {
    name?: string | null;
    fullName?: string | null;
    telegramFullName?: string | null;
    username?: string | null;
    telegramUsername?: string | null;
  } | null,
): string {
  if (!user) return 'Guest User';
  return user.name || user.fullName || user.telegramFullName || user.username || user.telegramUsername || 'Guest User';
}

export function badgeCount(n: number): string {
  return n > 9 ? '9+' : String(n);
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Large figures shortened to K and M (1,234 -> 1.2K; 2,500,000 -> 2.5M). */
export function formatShort(value: number | string | null | undefined): string {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? compact.format(n) : '0';
}
