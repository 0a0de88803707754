// Formatters of dates, durations, percentages and short figures, apart from web/src/format.ts so that the first
// load of `/` does not carry them: the screens that show them are lazy (wallet, tournaments, activity,
// profile, admin). Each takes a locale (a component has it as useFormat().locale).
import { cached, DEFAULT_LOCALE, type Locale } from './format-base';

export { formatPercent } from '../../i18n/intl-format';

/** Large figures shortened to K and M (1,234 -> 1.2K; 2,500,000 -> 2.5M; the locale's own words). */
export function formatShort(value: number | string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const n = Number(value ?? 0);
  const compact = cached(
    `short:${locale}`,
    () => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
  );
  return Number.isFinite(n) ? compact.format(n) : '0';
}

/** How long ago, in the locale's words ("5 min ago", "hace 5 min", "5分钟前"); "now" under a minute. */
export function formatTimeAgo(iso: string, now: number, locale: Locale = DEFAULT_LOCALE): string {
  const rtf = cached(`ago:${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }));
  const s = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (s < 60) return rtf.format(0, 'second');
  if (s < 3600) return rtf.format(-Math.floor(s / 60), 'minute');
  if (s < 86_400) return rtf.format(-Math.floor(s / 3600), 'hour');
  return rtf.format(-Math.floor(s / 86_400), 'day');
}

const unitFormat = (locale: Locale, unit: string, unitDisplay: 'narrow' | 'short' | 'long') =>
  cached(
    `unit:${unit}:${unitDisplay}:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay }),
  );

/** Time until `at` in the two largest units: "3d 4h", "2h 5m", "12m 30s" (en), "3 T 4h" (de), "3天 4小时" (zh). */
export function formatTimeLeft(at: string, now: number, locale: Locale = DEFAULT_LOCALE): string {
  const s = Math.max(0, Math.floor((Date.parse(at) - now) / 1000));
  const part = (unit: string, n: number) => unitFormat(locale, unit, 'narrow').format(n);
  if (s >= 86_400) return `${part('day', Math.floor(s / 86_400))} ${part('hour', Math.floor((s % 86_400) / 3600))}`;
  if (s >= 3600) return `${part('hour', Math.floor(s / 3600))} ${part('minute', Math.floor((s % 3600) / 60))}`;
  return `${part('minute', Math.floor(s / 60))} ${part('second', s % 60)}`;
}

/** A duration in milliseconds as seconds with one decimal: "1.5 sec" (en), "1,5 s" (fr); "-" when unknown. */
export function formatSeconds(ms: number | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '-';
  return unitFormat(locale, 'second', 'short').format(Math.round(ms / 100) / 10);
}

const WAIT_UNITS: Record<string, 'minute' | 'hour' | 'day'> = {
  min: 'minute',
  minute: 'minute',
  h: 'hour',
  hr: 'hour',
  hour: 'hour',
  day: 'day',
};
const WAIT = /^\s*(\d+(?:\.\d+)?)\s*(?:(?:-|–|—|to)\s*(\d+(?:\.\d+)?)\s*)?(min|minute|h|hr|hour|day)s?\.?\s*$/i;

/**
 * An operator's processing time ("5-10 minutes", "1 hour", "24h") in the locale's words ("5–10 Minuten",
 * "1-3小时"); any other wording is shown as the operator wrote it.
 */
export function formatWaitingTime(text: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const m = WAIT.exec(text ?? '');
  const unit = m ? WAIT_UNITS[m[3]!.toLowerCase()] : undefined;
  if (!m || !unit) return text ?? '';
  const f = unitFormat(locale, unit, 'long');
  return m[2] === undefined ? f.format(Number(m[1])) : f.formatRange(Number(m[1]), Number(m[2]));
}

// Dates are formatted in UTC so the server-rendered HTML and the hydrated client always agree.
const dateFormat = (locale: Locale) =>
  cached(
    `date:${locale}`,
    () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
  );
const dateTimeFormat = (locale: Locale) =>
  cached(
    `datetime:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
        timeZone: 'UTC',
      }),
  );

export function formatDate(value: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '—' : dateFormat(locale).format(d);
}

export function formatDateTime(value: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '—' : `${dateTimeFormat(locale).format(d)} UTC`;
}
