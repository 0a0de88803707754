import { ShieldAlert } from 'lucide-react';
import type { Transaction } from '../../../api-client/types';
import { ReviewChip } from '../ui/review-chip';
import { formatPlural } from '../../../format';

/**
 * A withdrawal held for review (decision 0046): its account shares a device, network address or
 * payout address with more accounts than the security settings allow. The chip marks the row;
 * the notice, in the details and the review dialogs, says why.
 */
export function WithdrawalHoldChip({ tx, onOpen }: { tx: Transaction; onOpen: () => void }) {
  const hold = tx.details.hold;
  if (!hold) return null;
  const label = `Held for review: ${hold.reasons.join('; ')}`;
  return (
    <ReviewChip label={label} tone="secondary" onOpen={onOpen} testId="withdrawal-hold">
      <ShieldAlert aria-hidden className="size-3.5" />
      Held
    </ReviewChip>
  );
}

export function WithdrawalHoldNotice({ tx }: { tx: Transaction }) {
  const hold = tx.details.hold;
  if (!hold) return null;
  return (
    <section className="rounded-xl border border-secondary/40 bg-secondary/10 p-3 text-sm" data-testid="hold-reasons">
      <h3 className="flex items-center gap-1.5 font-semibold text-secondary">
        <ShieldAlert aria-hidden className="size-4" /> Held for review: linked to{' '}
        {formatPlural(hold.sharedWith, { one: 'other account', other: 'other accounts' })}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {hold.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-muted">
        Nothing is paid automatically: approve only if these accounts are not one player's farm.
      </p>
    </section>
  );
}
