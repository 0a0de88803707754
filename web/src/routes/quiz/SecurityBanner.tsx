import clsx from 'clsx';
import { ShieldAlert, ShieldX } from 'lucide-react';
import { useT } from '../../i18n/i18n';
import { useRefusalText } from '../../i18n/error-text';

/** Refusals that ask the player to change behaviour; everything else denies access. */
const WARNINGS = new Set(['RAPID_ANSWERS', 'SUSPICIOUS_ACTIVITY', 'HIGH_WIN_RATE']);

export interface Refusal {
  code: string;
  message: string;
  /** When a limit that lifts with time lifts (the server's `resetsAt`). */
  resetsAt?: string | null;
}

/** The spec's security banner: the server's reason and code, titled by severity. */
export function SecurityBanner({ refusal }: { refusal: Refusal }) {
  const warning = WARNINGS.has(refusal.code);
  const t = useT();
  const refusalText = useRefusalText();
  const Icon = warning ? ShieldAlert : ShieldX;
  return (
    <div
      role="alert"
      data-testid="security-banner"
      className={clsx(
        'flex gap-3 rounded-2xl border p-4',
        warning ? 'border-secondary/40 bg-secondary/10' : 'border-danger/40 bg-danger/10',
      )}
    >
      <Icon aria-hidden className={clsx('mt-0.5 size-5 shrink-0', warning ? 'text-secondary' : 'text-danger')} />
      <div className="min-w-0">
        <p className={clsx('font-semibold', warning ? 'text-secondary' : 'text-danger')}>
          {warning ? t('security.warning') : t('security.denied')}
        </p>
        <p className="mt-0.5 text-sm">{refusalText(refusal.code, refusal.message)}</p>
        <p className="mt-1 font-mono text-xs text-muted">{t('security.code', { code: refusal.code })}</p>
      </div>
    </div>
  );
}
