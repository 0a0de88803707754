import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute } from '@tanstack/react-router';
import clsx from 'clsx';
import { CircleCheck, CircleOff, Network, Pencil, Plus, Trash2, Wallet } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../api-client/client';
import type { WalletAddress, WalletAddressList } from '../../../api-client/types';
import { EmptyState } from '../../../components/EmptyState';
import { Modal } from '../../../components/Modal';
import { CopyButton } from '../../../components/wallet/CopyButton';
import { useApi } from '../../../context';
import { formatAmount, formatCount } from '../../../format';
import { adminWalletAddressesQuery } from '../../../queries/admin-wallet';
import { RulesSections } from '../game-rules/rules-section';
import { SummaryCard } from '../ui/cards';
import { SectionHeading } from '../ui/section';
import { IconButton, TablePageSkeleton, Td, Th } from '../ui/table';
import { FormError } from '../../../components/FormError';
import { ConfirmDeleteDialog, FormActions } from '../ui/dialogs';

export const Route = createLazyRoute('/admin/guard/wallet-settings')({
  component: WalletSettingsPage,
  pendingComponent: WalletSettingsSkeleton,
});

type AddressBody = Omit<WalletAddress, 'id' | 'createdAt' | 'updatedAt'>;
type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; wallet: WalletAddress }
  | { kind: 'delete'; wallet: WalletAddress }
  | null;

const bodyOf = (w: WalletAddress): AddressBody => ({
  network: w.network,
  address: w.address,
  name: w.name,
  minDeposit: w.minDeposit,
  maxDeposit: w.maxDeposit,
  processingTime: w.processingTime,
  isActive: w.isActive,
});

function useSaveWallet() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AddressBody }) =>
      id
        ? api.put<WalletAddress>(`/api/admin/wallet-addresses/${id}`, body)
        : api.post<WalletAddress>('/api/admin/wallet-addresses', body),
    onSuccess: (_saved, { id }) => {
      toast.success(id ? 'Wallet updated successfully!' : 'Wallet added successfully!');
      void queryClient.invalidateQueries({ queryKey: ['admin', 'wallet-addresses'] });
    },
    onError: (error) => toast.error('Failed to save wallet. Please try again.', { description: errorMessage(error) }),
  });
}

function WalletSettingsPage() {
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

function AddressTable({
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

function WalletFormModal({
  networks,
  wallet,
  onClose,
}: {
  networks: WalletAddressList['networks'];
  wallet: WalletAddress | null;
  onClose: () => void;
}) {
  const id = useId();
  const save = useSaveWallet();
  const [form, setForm] = useState<AddressBody>(
    wallet
      ? bodyOf(wallet)
      : {
          network: networks[0]?.code ?? '',
          address: '',
          name: '',
          minDeposit: '1',
          maxDeposit: '10000',
          processingTime: '5-10 minutes',
          isActive: true,
        },
  );
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof AddressBody>(key: K, value: AddressBody[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setError(null);
  };
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!form.network || !form.address.trim() || !form.name.trim()) {
      setError('Please fill in all required fields');
      toast.error('Please fill in all required fields');
      return;
    }
    const body = {
      ...form,
      address: form.address.trim(),
      name: form.name.trim(),
      processingTime: form.processingTime.trim() || '5-10 minutes',
    };
    save.mutate({ id: wallet?.id, body }, { onSuccess: onClose, onError: (err) => setError(errorMessage(err)) });
  }
  const busy = save.isPending;
  return (
    <Modal
      open
      onClose={onClose}
      busy={busy}
      title={wallet ? 'Edit Wallet' : 'Add Wallet'}
      description="Players see the active address of each network on the deposit screens."
      footer={
        <FormActions
          formId={`${id}-form`}
          busy={busy}
          onCancel={onClose}
          submit={wallet ? 'Update Wallet' : 'Add Wallet'}
          busyText="Saving..."
        />
      }
    >
      <form id={`${id}-form`} onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={`${id}-network`} label="Network" required>
          <select
            id={`${id}-network`}
            value={form.network}
            onChange={(e) => set('network', e.target.value)}
            className="field"
            required
            data-autofocus
          >
            {networks.map((n) => (
              <option key={n.code} value={n.code}>
                {n.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-name`} label="Name" required>
          <input
            id={`${id}-name`}
            value={form.name}
            onChange={(e) => set('name', e.target.value)}
            maxLength={80}
            required
            placeholder="TRC20 main wallet"
            className="field"
          />
        </Field>
        <Field id={`${id}-address`} label="Address" required wide>
          <input
            id={`${id}-address`}
            value={form.address}
            onChange={(e) => set('address', e.target.value)}
            maxLength={128}
            required
            spellCheck={false}
            autoComplete="off"
            placeholder={form.network === 'TRC20' ? 'T…' : '0x…'}
            className="field font-mono text-sm"
          />
        </Field>
        <Field id={`${id}-min`} label="Min deposit (USDT)">
          <input
            id={`${id}-min`}
            type="number"
            min="0.1"
            step="0.1"
            value={form.minDeposit}
            onChange={(e) => set('minDeposit', e.target.value)}
            className="field tabular-nums"
          />
        </Field>
        <Field id={`${id}-max`} label="Max deposit (USDT)">
          <input
            id={`${id}-max`}
            type="number"
            min="1"
            step="1"
            value={form.maxDeposit}
            onChange={(e) => set('maxDeposit', e.target.value)}
            className="field tabular-nums"
          />
        </Field>
        <Field id={`${id}-time`} label="Processing time">
          <input
            id={`${id}-time`}
            value={form.processingTime}
            onChange={(e) => set('processingTime', e.target.value)}
            maxLength={40}
            placeholder="5-10 minutes"
            className="field"
          />
        </Field>
        <label className="flex min-h-11 items-center gap-3 self-end text-sm font-medium">
          <input
            type="checkbox"
            checked={form.isActive}
            onChange={(e) => set('isActive', e.target.checked)}
            className="size-5 accent-(--app-accent)"
          />
          Active (shown to players)
        </label>
        <FormError message={error} className="sm:col-span-2" />
      </form>
    </Modal>
  );
}

function Field({
  id,
  label,
  required = false,
  wide = false,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={clsx('flex flex-col gap-1.5', wide && 'sm:col-span-2')}>
      <label htmlFor={id} className="text-sm font-medium">
        {label} {required ? <span className="text-danger">*</span> : null}
      </label>
      {children}
    </div>
  );
}

function DeleteModal({ wallet, onClose }: { wallet: WalletAddress; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api.delete(`/api/admin/wallet-addresses/${wallet.id}`),
    onSuccess: () => {
      toast.success('Wallet deleted successfully!');
      void queryClient.invalidateQueries({ queryKey: ['admin', 'wallet-addresses'] });
      onClose();
    },
    onError: (error) => toast.error('Failed to delete wallet. Please try again.', { description: errorMessage(error) }),
  });
  return (
    <ConfirmDeleteDialog
      title="Delete wallet"
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
    >
      <p className="text-sm">Are you sure you want to delete this wallet address?</p>
      <p className="mt-3 rounded-xl bg-surface-2 px-3 py-2 text-sm">
        <span className="font-medium">{wallet.name}</span> · {wallet.network}
        <code className="mt-1 block font-mono text-xs break-all text-muted">{wallet.address}</code>
      </p>
    </ConfirmDeleteDialog>
  );
}

function WalletSettingsSkeleton() {
  return <TablePageSkeleton label="Loading wallet settings" cards={4} columns={7} />;
}
