import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { toast } from '../toast';
import { idempotencyHeaders } from '../../api-client/idempotency';
import type { Transaction, Wallet } from '../../api-client/types';
import { useApi } from '../../context';
import { hapticNotify } from '../../telegram/useTelegram';
import { currency } from '../../format-base';
import { useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';
import { useFormat } from '../../i18n/use-format';
import { refreshWalletData } from '../../queries/wallet';
import { Modal } from '../Modal';
import { outOfBounds, showMicro, toMicro } from './amounts';
import { FormError } from '../FormError';
import { useOfferedNetworks } from './offeredNetworks';
import { formatWaitingTime } from '../../format-time';

// Only when TON is chosen: fills the address from a wallet connected on the deposit screen.
const TonAddressFill = lazy(() => import('./TonWallet').then((m) => ({ default: m.TonAddressFill })));

/** The Withdraw dialog: idle, processing (buttons disabled, "Processing..."), closed on success. */
export function WithdrawModal({ wallet, open, onClose }: { wallet: Wallet; open: boolean; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const t = useT();
  const f = useFormat();
  const errorText = useErrorText();
  const { limits, balances } = wallet;
  const [amount, setAmount] = useState('');
  const networks = useOfferedNetworks(wallet);
  const [networkChoice, setNetwork] = useState(wallet.networks[0]?.network ?? '');
  // Inside Telegram the list narrows to TON after hydration: a choice no longer offered falls back.
  const network = networks.some((n) => n.network === networkChoice) ? networkChoice : (networks[0]?.network ?? '');
  const [address, setAddress] = useState('');
  const [tonWallet, setTonWallet] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const micro = toMicro(amount);
  const fee = toMicro(limits.withdrawalFee) ?? 0n;
  const tooLittle = (toMicro(limits.maxWithdrawal) ?? 0n) < (toMicro(limits.minWithdrawal) ?? 0n);

  const mutation = useMutation({
    mutationFn: () =>
      api.post<Transaction>(
        '/api/withdrawals',
        { amount: amount.trim(), network, address: address.trim() },
        { headers: idempotencyHeaders() },
      ),
    onSuccess: (withdrawal) => {
      toast.success(
        t('withdraw.requested', {
          amount: f.amount(withdrawal.amount),
          time: formatWaitingTime(limits.processingTime.withdrawal, f.locale),
        }),
      );
      hapticNotify('success');
      void refreshWalletData(queryClient);
      setAmount('');
      setAddress('');
      setError(null);
      onClose();
    },
    onError: (err) => {
      const message = errorText(err, 'withdraw.failedFallback');
      setError(message);
      toast.error(t('withdraw.failedToast', { message }));
      hapticNotify('error');
    },
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    let problem: string | null = null;
    if (!amount.trim() || !network || !address.trim()) problem = t('withdraw.missing');
    else if (micro === null || micro === 0n) problem = t('withdraw.invalidAmount');
    else if (outOfBounds(micro, limits.minWithdrawal, null) === 'low')
      problem = t('withdraw.minimum', { amount: limits.minWithdrawal });
    else if (outOfBounds(micro, null, balances.availableBalance) === 'high') problem = t('withdraw.insufficient');
    else if (outOfBounds(micro, null, limits.maxWithdrawal) === 'high')
      problem = t('withdraw.maximum', { amount: limits.maxWithdrawal });
    setError(problem);
    if (!problem) mutation.mutate();
  }

  const busy = mutation.isPending;
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={busy}
      title={t('withdraw.title')}
      description={t('withdraw.available', { amount: f.amount(balances.availableBalance) })}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            {t('withdraw.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn-primary" disabled={busy || tooLittle}>
            {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            {busy ? t('withdraw.processing') : t('withdraw.submit')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {tooLittle ? (
          <p role="status" className="rounded-xl bg-secondary/12 px-3 py-2 text-sm text-secondary">
            {t('withdraw.tooLittle', {
              min: f.amount(limits.minWithdrawal),
              available: f.amount(balances.availableBalance),
            })}
          </p>
        ) : null}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-amount`} className="text-sm font-medium">
            {t('withdraw.amount')}
          </label>
          <input
            id={`${id}-amount`}
            type="number"
            inputMode="decimal"
            min={limits.minWithdrawal}
            max={limits.maxWithdrawal}
            step="0.01"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            placeholder={`${f.amount(limits.minWithdrawal)} – ${f.amount(limits.maxWithdrawal)}`}
            className="field text-lg font-semibold tabular-nums"
            data-autofocus
            disabled={busy}
          />
          <p className="flex justify-between text-xs text-muted tabular-nums">
            <span>
              {t('withdraw.limits', { min: f.amount(limits.minWithdrawal), max: f.amount(limits.maxWithdrawal) })}
            </span>
            <button
              type="button"
              className="font-medium text-primary disabled:opacity-50"
              onClick={() => setAmount(limits.maxWithdrawal)}
              disabled={busy || tooLittle}
            >
              {t('withdraw.useMax')}
            </button>
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-network`} className="text-sm font-medium">
            {t('withdraw.network')}
          </label>
          <select
            id={`${id}-network`}
            value={network}
            onChange={(e) => setNetwork(e.target.value)}
            className="field"
            disabled={busy}
          >
            {networks.map((n) => (
              <option key={n.network} value={n.network}>
                {n.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-address`} className="text-sm font-medium">
            {t('withdraw.address')}
          </label>
          <input
            id={`${id}-address`}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            placeholder={network === 'TRC20' ? 'T…' : network === 'TON' ? 'UQ…' : '0x…'}
            className="field font-mono text-sm"
            disabled={busy}
          />
          {open && network === 'TON' ? (
            // TON Connect loads only when the player asks for it (its SDK reaches the wallets' servers).
            tonWallet ? (
              <Suspense fallback={null}>
                <TonAddressFill onFill={setAddress} />
              </Suspense>
            ) : (
              <button
                type="button"
                className="self-start text-xs text-accent underline"
                onClick={() => setTonWallet(true)}
              >
                {t('tonDeposit.connect')}
              </button>
            )
          ) : null}
        </div>
        <dl
          className="grid grid-cols-2 gap-y-1 rounded-xl bg-surface-2 px-3 py-2 text-sm tabular-nums"
          data-testid="withdraw-summary"
        >
          <dt className="text-muted">{t('withdraw.fee')}</dt>
          <dd className="text-right">
            {f.amount(limits.withdrawalFee)} {currency()}
          </dd>
          <dt className="font-medium">{t('withdraw.receive')}</dt>
          <dd className="text-right font-semibold text-accent" data-testid="withdraw-net">
            {showMicro(micro !== null && micro > fee ? micro - fee : 0n, f.amount)} {currency()}
          </dd>
          <dt className="text-muted">{t('withdraw.processingTime')}</dt>
          <dd className="text-right">{formatWaitingTime(limits.processingTime.withdrawal, f.locale)}</dd>
        </dl>
        <FormError message={error} />
      </form>
    </Modal>
  );
}
