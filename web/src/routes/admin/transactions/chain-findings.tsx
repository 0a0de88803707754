import { Link2 } from 'lucide-react';
import type { Transaction } from '../../../api-client/types';
import { formatDateTime } from '../../../format-time';

/**
 * What the chain verifier found (decision 0054), shown in the review dialog: for a deposit left
 * pending, why it was not credited; for a withdrawal whose payout is checked on chain, the payout's
 * hash and why it is still processing (a wrong recipient, token or amount is never completed).
 */
export function ChainFindings({ tx }: { tx: Transaction }) {
  const payout = tx.details.payout;
  const v = tx.details.verification ?? payout?.verification;
  if (!v) return null;
  const rows: [string, string][] = [['Status', v.status]];
  if ('attempts' in v)
    rows.push(
      ['Chain amount', v.chainAmount === null ? 'not seen' : `${v.chainAmount} USDT`],
      ['Confirmations', `${v.confirmations} / ${v.requiredConfirmations}`],
      ['Checks', String(v.attempts)],
      ['Checked at', formatDateTime(v.checkedAt)],
    );
  return (
    <section className="rounded-xl border border-line bg-surface-2 p-3 text-sm" data-testid="chain-findings">
      <h3 className="flex items-center gap-1.5 font-semibold">
        <Link2 aria-hidden className="size-4 text-primary" /> {payout ? 'Payout checked on chain' : 'Checked on chain'}
      </h3>
      {v.reason ? <p className="mt-1 text-muted">{v.reason}</p> : null}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 tabular-nums">
        {payout ? (
          <div className="contents">
            <dt className="text-muted">Payout hash</dt>
            <dd className="min-w-0 font-mono text-xs break-all">{payout.txHash}</dd>
          </div>
        ) : null}
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
