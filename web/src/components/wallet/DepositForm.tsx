import { useMutation, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { CircleCheck, ImagePlus, Info, LoaderCircle, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '../toast';
import { idempotencyHeaders } from '../../api-client/idempotency';
import type { DepositMethod, Transaction, Wallet } from '../../api-client/types';
import { useApi } from '../../context';
import { hapticNotify } from '../../telegram/useTelegram';
import { currency } from '../../format-base';
import { type MessageKey, useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';
import { useFormat } from '../../i18n/use-format';
import { refreshWalletData } from '../../queries/wallet';
import { maxOf, minOf, outOfBounds, percentFee, showMicro, toMicro } from './amounts';
import { BankTransferDetails } from './BankTransferDetails';
import { NetworkAddress } from './NetworkAddress';
import { useOfferedNetworks } from './offeredNetworks';
import { FormError } from '../FormError';
import { speedText } from './speed';
import { formatPercent, formatWaitingTime } from '../../format-time';

// TON Connect is a large library: fetched only when a player picks TON, never on the first load.
const TonConnectDeposit = lazy(() => import('./TonWallet').then((m) => ({ default: m.TonConnectDeposit })));

export const DEPOSIT_PRESETS = ['10', '25', '50', '100'];
const MAX_PROOF_BYTES = 5 * 1024 * 1024;

const METHOD_LABELS: Record<DepositMethod, MessageKey> = {
  crypto: 'depositForm.methodCrypto',
  bank: 'depositForm.methodBank',
};

/** The spec's client-side checks of the proof image, with its messages' keys. */
export function proofProblem(file: File): MessageKey | null {
  if (!file.type.startsWith('image/')) return 'depositForm.proofNotImage';
  if (file.size >= MAX_PROOF_BYTES) return 'depositForm.proofTooLarge';
  return null;
}

interface DepositFormProps {
  wallet: Wallet;
  /** 'page': sections as cards (/deposit); 'modal': plain sections (profile's Deposit USDT). */
  variant: 'page' | 'modal';
  /** The profile's deposit asks for a screenshot of the transfer; the deposit page makes it optional. */
  proofRequired?: boolean;
  onSubmitted?: (deposit: Transaction) => void;
  /** Lets a surrounding modal lock itself while the request runs. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Reporting a deposit: amount (presets), method with its fee and the net credited amount, network
 * with its address (copy, QR), the transfer's reference and an optional proof image.
 */
export function DepositForm({ wallet, variant, proofRequired = false, onSubmitted, onBusyChange }: DepositFormProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const t = useT();
  const f = useFormat();
  const errorText = useErrorText();
  const networks = useOfferedNetworks(wallet);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<DepositMethod>(wallet.depositMethods[0]?.method ?? 'crypto');
  const [networkCode, setNetworkCode] = useState(wallet.networks[0]?.network ?? '');
  const [reference, setReference] = useState('');
  const [sender, setSender] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<Transaction | null>(null);
  const [mounted, setMounted] = useState(false);
  const [tonWallet, setTonWallet] = useState(false);
  useEffect(() => setMounted(true), []);

  // A bank transfer goes to the operator's account, not to a network's address.
  const bank = method === 'bank' ? wallet.bankTransfer : null;
  const network = bank ? undefined : (networks.find((n) => n.network === networkCode) ?? networks[0]);
  const methodInfo = wallet.depositMethods.find((m) => m.method === method);
  const micro = toMicro(amount);
  const min = maxOf(wallet.limits.minDeposit, methodInfo?.minAmount ?? '0', network?.minDeposit ?? '0');
  const max = minOf(wallet.limits.maxDeposit, network?.maxDeposit ?? wallet.limits.maxDeposit);
  const shownReference = bank ? bank.reference : reference;
  const fee = micro !== null && methodInfo ? percentFee(micro, methodInfo.feePercent) : 0n;

  const mutation = useMutation({
    mutationFn: async () => {
      const fields = {
        amount: amount.trim(),
        network: bank ? 'BANK' : network!.network,
        method,
        reference: shownReference.trim(),
        ...(!bank && sender.trim() ? { senderAddress: sender.trim() } : {}),
      };
      const headers = idempotencyHeaders();
      if (!proof) return api.post<Transaction>('/api/deposits', fields, { headers });
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('proof', proof);
      return api.post<Transaction>('/api/deposits', form, { headers });
    },
    onSuccess: (deposit) => {
      toast.success(t('depositForm.submittedToast', { amount: f.amount(deposit.amount) }));
      hapticNotify('success');
      setSubmitted(deposit);
      setAmount('');
      setReference('');
      setSender('');
      setProof(null);
      void refreshWalletData(queryClient);
      onSubmitted?.(deposit);
    },
    onError: (error) => {
      const message = errorText(error, 'depositForm.failedFallback');
      setFormError(message);
      toast.error(t('depositForm.failedToast', { message }));
      hapticNotify('error');
    },
  });
  useEffect(() => onBusyChange?.(mutation.isPending), [mutation.isPending, onBusyChange]);

  function validate(): string | null {
    if (micro === null || micro === 0n) return t('depositForm.invalidAmount');
    const bound = outOfBounds(micro, min, max);
    if (bound === 'low') return t('depositForm.minimum', { amount: min });
    if (bound === 'high') return t('depositForm.maximum', { amount: max });
    if (!network && !bank) return t('depositForm.networkUnavailable');
    if (!shownReference.trim()) return t('depositForm.enterReference');
    if (proofRequired && !proof) return t('depositForm.attachProof');
    return null;
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problem = validate();
    setFormError(problem);
    if (problem) return;
    setSubmitted(null);
    mutation.mutate();
  }

  function onProof(file: File | undefined) {
    if (!file) return;
    const problem = proofProblem(file);
    setProofError(problem && t(problem));
    setProof(problem ? null : file);
  }

  const ready =
    micro !== null &&
    micro > 0n &&
    shownReference.trim() !== '' &&
    (!proofRequired || proof !== null) &&
    (!!network || !!bank);
  const framed = variant === 'page';

  if (networks.length === 0 && !wallet.bankTransfer) {
    return (
      <p className={clsx(framed && 'card', 'text-sm text-muted')} role="status">
        {t('depositForm.noNetwork')}
      </p>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={clsx('flex flex-col', variant === 'page' ? 'gap-4' : 'gap-5')}
      aria-label={t('depositForm.form')}
    >
      <Section framed={framed} title={t('depositForm.amount')}>
        <div className="relative">
          <label htmlFor={`${id}-amount`} className="sr-only">
            {t('depositForm.amountIn')}
          </label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value.replace(',', '.'));
              setFormError(null);
            }}
            className="field pr-16! text-lg font-semibold tabular-nums"
            aria-describedby={`${id}-amount-hint`}
            data-autofocus
          />
          <span className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-sm font-semibold text-muted">
            {currency()}
          </span>
        </div>
        <div className="grid grid-cols-4 gap-2" role="group" aria-label={t('depositForm.presets')}>
          {DEPOSIT_PRESETS.map((p) => (
            <button
              key={p}
              type="button"
              onClick={() => {
                setAmount(p);
                setFormError(null);
              }}
              aria-pressed={amount === p}
              className={clsx(
                'btn min-h-11 px-0 tabular-nums',
                amount === p ? 'bg-primary/15 text-primary ring-1 ring-primary' : 'btn-ghost',
              )}
            >
              ${p}
            </button>
          ))}
        </div>
        <p id={`${id}-amount-hint`} className="text-xs text-muted tabular-nums">
          {t('depositForm.limits', { min: f.amount(min), max: f.amount(max) })}
        </p>
      </Section>

      <Section framed={framed} title={t('depositForm.method')}>
        <div className="grid grid-cols-3 gap-2">
          {wallet.depositMethods.map((m) => (
            <Choice
              key={m.method}
              name={`${id}-method`}
              checked={method === m.method}
              onChange={() => setMethod(m.method)}
              label={t(METHOD_LABELS[m.method])}
            >
              <span className="block">
                {m.feePercent > 0
                  ? t('depositForm.feePercent', { percent: formatPercent(m.feePercent, f.locale) })
                  : t('depositForm.noFee')}
              </span>
              <span className="block">{t('depositForm.methodMin', { amount: f.amount(m.minAmount, 0) })}</span>
            </Choice>
          ))}
        </div>
        <dl
          className="grid grid-cols-2 gap-y-1 rounded-xl bg-surface-2 px-3 py-2 text-sm tabular-nums"
          data-testid="deposit-summary"
        >
          <dt className="text-muted">{t('depositForm.amount')}</dt>
          <dd className="text-right">
            {showMicro(micro ?? 0n, f.amount)} {currency()}
          </dd>
          <dt className="text-muted">
            {t('depositForm.fee', { percent: formatPercent(methodInfo?.feePercent ?? 0, f.locale) })}
          </dt>
          <dd className="text-right">
            {showMicro(fee, f.amount)} {currency()}
          </dd>
          <dt className="font-medium">{t('depositForm.credited')}</dt>
          <dd className="text-right font-semibold text-accent" data-testid="deposit-net">
            {showMicro(micro !== null ? micro - fee : 0n, f.amount)} {currency()}
          </dd>
        </dl>
      </Section>

      {bank ? (
        <Section framed={framed} title={t('depositForm.bankTitle')}>
          <BankTransferDetails bank={bank} />
        </Section>
      ) : (
        <Section framed={framed} title={t('depositForm.networkAndAddress')}>
          <div className="grid grid-cols-3 gap-2 min-[420px]:grid-cols-4">
            {networks.map((n) => (
              <Choice
                key={n.network}
                name={`${id}-network`}
                checked={network?.network === n.network}
                onChange={() => setNetworkCode(n.network)}
                label={n.network}
              >
                {speedText(t, n.speed)}
              </Choice>
            ))}
          </div>
          {network ? <NetworkAddress network={network} /> : null}
          {mounted && network?.network === 'TON' ? (
            // TON Connect (its SDK reaches the wallets' servers) loads only when the player asks for it.
            tonWallet ? (
              <Suspense fallback={<LoaderCircle aria-hidden className="mx-auto size-5 animate-spin text-muted" />}>
                <TonConnectDeposit
                  amount={amount}
                  ready={micro !== null && micro > 0n && outOfBounds(micro, min, max) === null}
                />
              </Suspense>
            ) : (
              <div className="flex flex-col gap-2">
                <p className="text-xs text-muted">{t('tonDeposit.hint')}</p>
                <button type="button" className="btn btn-ghost text-sm" onClick={() => setTonWallet(true)}>
                  {t('tonDeposit.connect')}
                </button>
              </div>
            )
          ) : null}
        </Section>
      )}

      <Section framed={framed} title={t('depositForm.confirm')}>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-reference`} className="text-sm font-medium">
            {bank ? t('depositForm.bankReference') : t('depositForm.reference')}
          </label>
          <input
            id={`${id}-reference`}
            value={shownReference}
            readOnly={!!bank}
            onChange={(e) => {
              setReference(e.target.value);
              setFormError(null);
            }}
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('depositForm.referencePlaceholder')}
            className="field font-mono text-sm placeholder:font-sans"
          />
        </div>
        {bank ? null : (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-sender`} className="text-sm font-medium">
              {t('depositForm.sender')}
            </label>
            <input
              id={`${id}-sender`}
              value={sender}
              onChange={(e) => {
                setSender(e.target.value);
                setFormError(null);
              }}
              maxLength={128}
              autoComplete="off"
              spellCheck={false}
              placeholder={t('depositForm.senderPlaceholder')}
              aria-describedby={`${id}-sender-hint`}
              className="field font-mono text-sm placeholder:font-sans"
            />
            <p id={`${id}-sender-hint`} className="text-xs text-muted">
              {t('depositForm.senderHint')}
            </p>
          </div>
        )}
        <ProofPicker
          id={`${id}-proof`}
          file={proof}
          required={proofRequired}
          error={proofError}
          onPick={onProof}
          onClear={() => setProof(null)}
        />
        <FormError message={formError} />
        <button type="submit" className="btn btn-primary w-full" disabled={mutation.isPending || !ready}>
          {mutation.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
          {mutation.isPending ? t('depositForm.processing') : t('depositForm.submit')}
        </button>
        {submitted ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-xl bg-accent/12 px-3 py-2 text-sm text-accent"
            data-testid="deposit-pending-note"
          >
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              {t('depositForm.submitted', { amount: f.amount(submitted.amount) })} {t('depositForm.pendingNote')}
            </span>
          </p>
        ) : (
          <p className="flex items-start gap-2 text-xs text-muted">
            <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />
            {t('depositForm.adminChecks', {
              time: formatWaitingTime(network?.processingTime ?? wallet.limits.processingTime.deposit, f.locale),
            })}
          </p>
        )}
      </Section>
    </form>
  );
}

/** A group of fields; on the deposit page each group is a card. */
function Section({ framed, title, children }: { framed: boolean; title: string; children: ReactNode }) {
  return (
    <div className={clsx(framed && 'card')}>
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-3 text-sm font-semibold">{title}</legend>
        {children}
      </fieldset>
    </div>
  );
}

/** A radio button drawn as a tile (native input for keyboard and screen readers). */
function Choice({
  name,
  checked,
  onChange,
  label,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <label
      className={clsx(
        'flex min-h-13 cursor-pointer flex-col justify-center rounded-xl border px-2.5 py-2 transition-colors duration-150 has-focus-visible:outline-2 has-focus-visible:outline-primary',
        checked ? 'border-primary bg-primary/12' : 'border-line bg-surface-2 hover:border-primary/40',
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onChange} className="sr-only" />
      <span className={clsx('text-sm font-semibold', checked && 'text-primary')}>{label}</span>
      <span className="text-[11px] leading-tight text-muted">{children}</span>
    </label>
  );
}

function ProofPicker({
  id,
  file,
  required,
  error,
  onPick,
  onClear,
}: {
  id: string;
  file: File | null;
  required: boolean;
  error: string | null;
  onPick: (file: File | undefined) => void;
  onClear: () => void;
}) {
  const t = useT();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium" id={`${id}-label`}>
        {t('depositForm.screenshot')}{' '}
        {required ? null : <span className="font-normal text-muted">{t('depositForm.optional')}</span>}
      </span>
      {file && preview ? (
        <div className="flex items-center gap-3 rounded-xl bg-surface-2 p-2" data-testid="proof-selected">
          <img
            src={preview}
            alt={t('depositForm.selectedProof')}
            className="size-14 rounded-lg bg-surface object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm">{file.name}</p>
            <p className="text-xs text-muted tabular-nums">
              {t('depositForm.kb', { size: Math.max(1, Math.round(file.size / 1024)) })}
            </p>
          </div>
          <button
            type="button"
            onClick={onClear}
            aria-label={t('depositForm.removeScreenshot')}
            className="flex size-11 items-center justify-center rounded-xl text-muted hover:text-danger"
          >
            <Trash2 aria-hidden className="size-5" />
          </button>
        </div>
      ) : (
        <label
          htmlFor={id}
          className="flex min-h-14 cursor-pointer items-center justify-center gap-2 rounded-xl border border-dashed border-line bg-surface-2 px-3 text-sm text-muted transition-colors hover:border-primary/50 hover:text-fg has-focus-visible:outline-2 has-focus-visible:outline-primary"
        >
          <ImagePlus aria-hidden className="size-5" /> {t('depositForm.addImage')}
          <input
            id={id}
            type="file"
            accept="image/*"
            aria-labelledby={`${id}-label`}
            className="sr-only"
            onChange={(e) => {
              onPick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
      )}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
