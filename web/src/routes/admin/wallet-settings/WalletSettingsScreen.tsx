// The Wallet Settings screen: the deposit addresses per network with their stats; add, edit, switch
// off and delete.
import { useSuspenseQuery } from '@tanstack/react-query';
import { CircleCheck, CircleOff, Network, Plus, Wallet } from 'lucide-react';
import { useState } from 'react';
import type { WalletAddress } from '../../../api-client/types';
import { EmptyState } from '../../../components/EmptyState';
import { useApi } from '../../../context';
import { formatCount } from '../../../format';
import { adminWalletAddressesQuery } from '../../../queries/admin-wallet';
import { SummaryCard } from '../ui/cards';
import { SectionHeading } from '../ui/section';
import { TablePageSkeleton } from '../ui/table';
import { WalletFormModal, DeleteModal } from './WalletFormModal';
import { AddressTable } from './AddressTable';
import { RulesSections } from '../game-rules/rules-section';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; wallet: WalletAddress }
  | { kind: 'delete'; wallet: WalletAddress }
  | null;

export function WalletSettingsScreen() {
  const api = useApi();
  const { data } = useSuspenseQuery(adminWalletAddressesQuery(api));
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const { stats } = data;
  return (
    <div className="flex flex-col gap-6">
      <SectionHeading
        title="Wallet Settings"
        subtitle="Deposit addresses shown to players, per network, with their limits, and the bank account for bank transfers."
        actions={
          data.data.length > 0 ? (
            <button type="button" className="btn btn-primary text-sm" onClick={() => setDialog({ kind: 'add' })}>
              <Plus aria-hidden className="size-4" /> Add Wallet
            </button>
          ) : null
        }
      />
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <SummaryCard
          label="Total Wallets"
          value={formatCount(stats.total)}
          icon={Wallet}
          tone="primary"
          testId="wallet-stat-total"
        />
        <SummaryCard
          label="Active"
          value={formatCount(stats.active)}
          icon={CircleCheck}
          tone="accent"
          testId="wallet-stat-active"
        />
        <SummaryCard
          label="Inactive"
          value={formatCount(stats.inactive)}
          icon={CircleOff}
          tone="muted"
          testId="wallet-stat-inactive"
        />
        <SummaryCard
          label="Networks"
          value={formatCount(stats.networks)}
          icon={Network}
          tone="secondary"
          testId="wallet-stat-networks"
        />
      </section>

      {data.data.length === 0 ? (
        <EmptyState
          icon={<Wallet aria-hidden className="size-7" />}
          title="No wallet addresses configured"
          action={
            <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'add' })}>
              <Plus aria-hidden className="size-4" /> Add First Wallet
            </button>
          }
        >
          Players cannot deposit until at least one network has an active address.
        </EmptyState>
      ) : (
        <AddressTable
          data={data}
          onEdit={(wallet) => setDialog({ kind: 'edit', wallet })}
          onDelete={(wallet) => setDialog({ kind: 'delete', wallet })}
        />
      )}

      <RulesSections only={['bankTransfer']} />
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <WalletFormModal
          networks={data.networks}
          wallet={dialog.kind === 'edit' ? dialog.wallet : null}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'delete' ? <DeleteModal wallet={dialog.wallet} onClose={close} /> : null}
    </div>
  );
}

export function WalletSettingsSkeleton() {
  return <TablePageSkeleton label="Loading wallet settings" cards={4} columns={7} />;
}
