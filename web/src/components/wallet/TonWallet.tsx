// The connected TON wallet (TON Connect), loaded lazily by DepositForm and WithdrawModal only when
// TON is chosen, so @tonconnect/ui-react stays out of every other page's chunks. The deposit asks
// the server for an intent (memo and the jetton transfer to sign, decision 0054), has the wallet
// sign it, then follows the intent until wallet__watch_ton_deposits credits it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TonConnectUIProvider, useTonAddress, useTonConnectUI } from '@tonconnect/ui-react';
import { CircleCheck, LoaderCircle, Wallet as WalletIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { idempotencyHeaders } from '../../api-client/idempotency';
import type { DepositIntent } from '../../api-client/types';
import { useApi } from '../../context';
import { type MessageKey, useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';
import { useFormat } from '../../i18n/use-format';
import { depositIntentsQuery, refreshWalletData } from '../../queries/wallet';
import { hapticNotify } from '../../telegram/useTelegram';
import { toast } from '../toast';
import { FormError } from '../FormError';

/**
 * One TonConnectUI per page (the library keeps a singleton); its manifest is the API's. No
 * analytics: the page's CSP lets it reach only the wallets list and the bridges (TONCONNECT_CONNECT_SRC).
 */
function TonConnect({ children }: { children: ReactNode }) {
  return (
    <TonConnectUIProvider
      manifestUrl={`${window.location.origin}/tonconnect-manifest.json`}
      analytics={{ mode: 'off' }}
    >
      {children}
    </TonConnectUIProvider>
  );
}

const shortAddress = (a: string) => `${a.slice(0, 6)}…${a.slice(-6)}`;

const INTENT_STATUS: Record<string, MessageKey> = {
  open: 'tonDeposit.open',
  expired: 'tonDeposit.expired',
  credited: 'tonDeposit.credited',
};

/** "Connect wallet", then "Deposit with wallet" for `amount`, then the intent's progress. */
export function TonConnectDeposit({ amount, ready }: { amount: string; ready: boolean }) {
  return (
    <TonConnect>
      <DepositWithWallet amount={amount} ready={ready} />
    </TonConnect>
  );
}

function DepositWithWallet({ amount, ready }: { amount: string; ready: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT();
  const f = useFormat();
  const errorText = useErrorText();
  const [tonConnectUI] = useTonConnectUI();
  const address = useTonAddress();
  const intents = useQuery(depositIntentsQuery(api));
  const latest = intents.data?.[0];

  const mutation = useMutation({
    mutationFn: async () => {
      const intent = await api.post<DepositIntent>(
        '/api/deposits/intents',
        { network: 'TON', amount: amount.trim(), senderAddress: address },
        { headers: idempotencyHeaders() },
      );
      await queryClient.invalidateQueries({ queryKey: ['deposit-intents'] });
      if (intent.tonConnect) await tonConnectUI.sendTransaction(intent.tonConnect);
      return intent;
    },
    onSuccess: () => hapticNotify('success'),
    onError: (error) => {
      toast.error(errorText(error, 'tonDeposit.failed'));
      hapticNotify('error');
    },
  });

  const credited = latest?.status === 'credited';
  useEffect(() => {
    if (credited) void refreshWalletData(queryClient);
  }, [credited, queryClient]);

  return (
    <div className="flex flex-col gap-3 rounded-xl bg-surface-2 p-3" data-testid="ton-connect-deposit">
      {address ? (
        <>
          <p className="flex items-center justify-between gap-2 text-sm">
            <span className="flex min-w-0 items-center gap-2">
              <WalletIcon aria-hidden className="size-4 shrink-0 text-primary" />
              <span className="truncate font-mono">{shortAddress(address)}</span>
            </span>
            <button type="button" className="text-xs font-medium text-muted" onClick={() => tonConnectUI.disconnect()}>
              {t('tonDeposit.disconnect')}
            </button>
          </p>
          <button
            type="button"
            className="btn btn-primary w-full"
            disabled={!ready || mutation.isPending}
            onClick={() => mutation.mutate()}
          >
            {mutation.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            {t('tonDeposit.depositWithWallet')}
          </button>
        </>
      ) : (
        <button type="button" className="btn btn-primary w-full" onClick={() => tonConnectUI.openModal()}>
          <WalletIcon aria-hidden className="size-4" /> {t('tonDeposit.connect')}
        </button>
      )}
      <FormError message={mutation.error ? errorText(mutation.error, 'tonDeposit.failed') : null} />
      {latest ? (
        <p
          role="status"
          className="flex items-start gap-2 text-sm text-muted"
          data-testid="ton-intent-status"
          aria-live="polite"
        >
          {credited ? (
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
          ) : (
            <LoaderCircle aria-hidden className="mt-0.5 size-4 shrink-0 animate-spin" />
          )}
          <span>
            {t(INTENT_STATUS[latest.status] ?? 'tonDeposit.open', {
              amount: f.amount(latest.amount),
              memo: latest.memo,
            })}
          </span>
        </p>
      ) : (
        <p className="text-xs text-muted">{t('tonDeposit.hint')}</p>
      )}
    </div>
  );
}

/** "Use my connected wallet": fills the TON withdrawal address with one tap, when a wallet is connected. */
export function TonAddressFill({ onFill }: { onFill: (address: string) => void }) {
  return (
    <TonConnect>
      <AddressFill onFill={onFill} />
    </TonConnect>
  );
}

function AddressFill({ onFill }: { onFill: (address: string) => void }) {
  const t = useT();
  const address = useTonAddress();
  if (!address) return null;
  return (
    <button type="button" className="self-start text-xs font-medium text-primary" onClick={() => onFill(address)}>
      {t('tonDeposit.useConnected', { address: shortAddress(address) })}
    </button>
  );
}
