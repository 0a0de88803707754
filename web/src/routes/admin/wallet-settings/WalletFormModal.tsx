// The wallet settings' add and edit dialog for a deposit address, the delete confirmation, and the save they share.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { AddressBodyInput } from '../../../../../api/wallet/admin-routes';
import { errorMessage } from '../ui/error-message';
import type { WalletAddress, WalletAddressList } from '../../../api-client/types';
import { FormError } from '../../../components/FormError';
import { Modal } from '../../../components/Modal';
import { toast } from '../../../components/toast';
import { useApi } from '../../../context';
import { ActiveCheckbox, ConfirmDeleteDialog, FormActions, Labelled } from '../ui/dialogs';
import { type VerificationForm, VerificationFields, verificationBody, verificationFormOf } from './VerificationFields';

// Left out of a save (the table's active switch), the chain verifier stays as it was.
type AddressBody = Required<Omit<AddressBodyInput, 'verification'>> & Pick<AddressBodyInput, 'verification'>;

export const bodyOf = (w: WalletAddress): AddressBody => ({
  network: w.network,
  address: w.address,
  name: w.name,
  minDeposit: w.minDeposit,
  maxDeposit: w.maxDeposit,
  processingTime: w.processingTime,
  isActive: w.isActive,
});

export function useSaveWallet() {
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

export function WalletFormModal({
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
  const [verification, setVerification] = useState<VerificationForm>(verificationFormOf(wallet));
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
      verification: verificationBody(verification, form.network),
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
        <Labelled id={`${id}-network`} label="Network" required>
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
        </Labelled>
        <Labelled id={`${id}-name`} label="Name" required>
          <input
            id={`${id}-name`}
            value={form.name}
            onChange={(e) => set('name', e.target.value)}
            maxLength={80}
            required
            placeholder="TRC20 main wallet"
            className="field"
          />
        </Labelled>
        <Labelled id={`${id}-address`} label="Address" required className="sm:col-span-2">
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
        </Labelled>
        <Labelled id={`${id}-min`} label="Min deposit (USDT)">
          <input
            id={`${id}-min`}
            type="number"
            min="0.1"
            step="0.1"
            value={form.minDeposit}
            onChange={(e) => set('minDeposit', e.target.value)}
            className="field tabular-nums"
          />
        </Labelled>
        <Labelled id={`${id}-max`} label="Max deposit (USDT)">
          <input
            id={`${id}-max`}
            type="number"
            min="1"
            step="1"
            value={form.maxDeposit}
            onChange={(e) => set('maxDeposit', e.target.value)}
            className="field tabular-nums"
          />
        </Labelled>
        <Labelled id={`${id}-time`} label="Processing time">
          <input
            id={`${id}-time`}
            value={form.processingTime}
            onChange={(e) => set('processingTime', e.target.value)}
            maxLength={40}
            placeholder="5-10 minutes"
            className="field"
          />
        </Labelled>
        <VerificationFields
          id={id}
          network={form.network}
          form={verification}
          storedKey={
            wallet?.network === form.network && wallet.verification.provider !== 'manual'
              ? wallet.verification.apiKey
              : null
          }
          onChange={(next) => {
            setVerification(next);
            setError(null);
          }}
        />
        <ActiveCheckbox
          checked={form.isActive}
          onChange={(checked) => set('isActive', checked)}
          label="Active (shown to players)"
          className="self-end"
        />
        <FormError message={error} className="sm:col-span-2" />
      </form>
    </Modal>
  );
}

export function DeleteModal({ wallet, onClose }: { wallet: WalletAddress; onClose: () => void }) {
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
