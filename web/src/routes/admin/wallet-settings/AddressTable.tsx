// The wallet settings' table of deposit addresses, each with its active switch.

import clsx from 'clsx';
import { Pencil, Trash2 } from 'lucide-react';
import type { WalletAddress, WalletAddressList } from '../../../api-client/types';
import { CopyButton } from '../../../components/wallet/CopyButton';
import { formatAmount } from '../../../format';
import { IconButton, Td, Th } from '../ui/table';
import { bodyOf, useSaveWallet } from './WalletFormModal';
import { verificationSummary } from './VerificationFields';

export function AddressTable({
  data,
  onEdit,
  onDelete,
}: {
  data: WalletAddressList;
  onEdit: (w: WalletAddress) => void;
  onDelete: (w: WalletAddress) => void;
}) {
  const names = new Map(data.networks.map((n) => [n.code, n.name]));
  return (
    <section aria-label="Wallet addresses" className="overflow-hidden rounded-xl border border-line bg-surface">
      <div className="max-h-[65vh] overflow-auto">
        <table className="w-full min-w-[860px] border-separate border-spacing-0 text-sm">
          <thead>
            <tr>
              <Th>Network</Th>
              <Th>Name &amp; Address</Th>
              <Th className="text-right">Deposit range</Th>
              <Th>Processing</Th>
              <Th>Status</Th>
              <Th className="text-right">Actions</Th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((w) => (
              <tr key={w.id} className="hover:bg-surface-2/50" data-testid="wallet-row">
                <Td align="middle">
                  <span className="rounded-md bg-primary/15 px-1.5 py-0.5 text-xs font-bold text-primary">
                    {w.network}
                  </span>
                  <p className="mt-1 text-xs whitespace-nowrap text-muted">{names.get(w.network) ?? w.network}</p>
                </Td>
                <Td align="middle">
                  <p className="font-medium">{w.name}</p>
                  <div className="flex items-center gap-1">
                    <code className="max-w-[19rem] truncate font-mono text-xs text-muted" title={w.address}>
                      {w.address}
                    </code>
                    <CopyButton
                      text={w.address}
                      label={`Copy address of ${w.name}`}
                      className="size-7! rounded-md bg-transparent!"
                    />
                  </div>
                </Td>
                <Td align="middle" className="text-right whitespace-nowrap tabular-nums">
                  ${formatAmount(w.minDeposit)} – ${formatAmount(w.maxDeposit)}
                </Td>
                <Td align="middle" className="whitespace-nowrap text-muted">
                  {w.processingTime}
                  <p className="text-xs" data-testid="wallet-verification">
                    {verificationSummary(w.verification)}
                  </p>
                </Td>
                <Td align="middle">
                  <ActiveToggle wallet={w} />
                </Td>
                <Td align="middle" className="text-right">
                  <div className="flex justify-end gap-1">
                    <IconButton label={`Edit ${w.name}`} onClick={() => onEdit(w)}>
                      <Pencil aria-hidden className="size-4" />
                    </IconButton>
                    <IconButton label={`Delete ${w.name}`} tone="danger-ghost" onClick={() => onDelete(w)}>
                      <Trash2 aria-hidden className="size-4" />
                    </IconButton>
                  </div>
                </Td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ActiveToggle({ wallet }: { wallet: WalletAddress }) {
  const save = useSaveWallet();
  const on = save.isPending ? !wallet.isActive : wallet.isActive;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`${wallet.name} active`}
      disabled={save.isPending}
      onClick={() => save.mutate({ id: wallet.id, body: { ...bodyOf(wallet), isActive: !wallet.isActive } })}
      className="group inline-flex items-center gap-2 text-xs font-medium"
    >
      <span
        className={clsx(
          'relative h-5 w-9 rounded-full transition-colors duration-150',
          on ? 'bg-accent' : 'bg-surface-2 ring-1 ring-line',
        )}
      >
        <span
          className={clsx(
            'absolute top-0.5 size-4 rounded-full bg-white shadow transition-[left] duration-150',
            on ? 'left-[18px]' : 'left-0.5',
          )}
        />
      </span>
      <span className={on ? 'text-accent' : 'text-muted'}>{on ? 'Active' : 'Inactive'}</span>
    </button>
  );
}
