import { Link2 } from 'lucide-react';
import type { Transaction } from '../../../api-client/types';
import { formatDateTime } from '../../../format-time';

/**
 * What the chain verifier found for a deposit on a verified network (decision 0054): shown in the
 * review dialog, so an admin deciding on a deposit left pending sees why it was not credited.
 */
export function ChainFindings({ tx }: { tx: Transaction }) {
  const v = tx.details.verification;
  if (!v) return null;
  const rows: [string, string][] = [
    ['Status', v.status],
    ['Chain amount', v.chainAmount === null ? 'not seen' : `${v.chainAmount} USDT`],
    ['Confirmations', `${v.confirmations} / ${v.requiredConfirmations}`],
    ['Checks', String(v.attempts)],
    ['Checked at', formatDateTime(v.checkedAt)],
  ];
  return (
    <section className="rounded-xl border border-line bg-surface-2 p-3 text-sm" data-testid="chain-findings">
      <h3 className="flex items-center gap-1.5 font-semibold">
        <Link2 aria-hidden className="size-4 text-primary" /> Checked on chain
      </h3>
      {v.reason ? <p className="mt-1 text-muted">{v.reason}</p> : null}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 tabular-nums">
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
