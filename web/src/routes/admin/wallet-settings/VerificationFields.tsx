// The wallet settings form's "Verification" fields: how deposits to an address are checked (decision
// 0054). `manual` keeps the admin's review; a chain verifier takes its provider URL, API key, the
// USDT contract, its decimals and the confirmations. The API key is write-only: the screen gets it
// masked, and an empty field keeps the stored key.
import type { AddressBodyInput } from '../../../../../api/wallet/admin-routes';
import type { WalletAddress } from '../../../api-client/types';
import { Labelled } from '../ui/dialogs';

type VerificationBody = NonNullable<AddressBodyInput['verification']>;
type Provider = VerificationBody['provider'];

export type VerificationForm = {
  provider: Provider;
  url: string;
  /** A new key to store; empty keeps the stored one. */
  apiKey: string;
  tokenContract: string;
  tokenDecimals: string;
  confirmations: string;
};

/** The one chain verifier that checks a network (its family's provider). */
export const providerOf = (network: string): Exclude<Provider, 'manual'> =>
  network === 'TRC20' ? 'trongrid' : network === 'TON' ? 'toncenter' : 'evm_rpc';

const providerNames: Record<Provider, string> = {
  manual: 'Manual review by an admin',
  evm_rpc: 'EVM JSON-RPC node',
  trongrid: 'TronGrid',
  toncenter: 'TON Center',
};

export function verificationFormOf(w: WalletAddress | null): VerificationForm {
  const v = w?.verification;
  if (!v || v.provider === 'manual')
    return { provider: 'manual', url: '', apiKey: '', tokenContract: '', tokenDecimals: '6', confirmations: '' };
  return {
    provider: v.provider,
    url: v.url,
    apiKey: '',
    tokenContract: v.tokenContract,
    tokenDecimals: String(v.tokenDecimals),
    confirmations: String(v.confirmations),
  };
}

const numberOrDefault = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** What the API takes: the key only when a new one was typed, empty numbers left to the server's defaults. */
export function verificationBody(form: VerificationForm, network: string): VerificationBody {
  if (form.provider === 'manual') return { provider: 'manual' };
  return {
    provider: providerOf(network),
    url: form.url.trim(),
    ...(form.apiKey.trim() ? { apiKey: form.apiKey.trim() } : {}),
    tokenContract: form.tokenContract.trim(),
    tokenDecimals: numberOrDefault(form.tokenDecimals),
    confirmations: numberOrDefault(form.confirmations),
  };
}

/** A one-line summary for the address table. */
export const verificationSummary = (v: WalletAddress['verification']) =>
  v.provider === 'manual' ? 'Manual review' : `${providerNames[v.provider]} · ${v.confirmations} conf.`;

export function VerificationFields({
  id,
  network,
  form,
  storedKey,
  onChange,
}: {
  id: string;
  network: string;
  form: VerificationForm;
  /** The stored key as the API shows it (masked), or null. */
  storedKey: string | null;
  onChange: (form: VerificationForm) => void;
}) {
  const set = (key: keyof VerificationForm, value: string) => onChange({ ...form, [key]: value });
  const chain = providerOf(network);
  return (
    <fieldset className="grid grid-cols-1 gap-4 rounded-xl border border-line p-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium">Verification</legend>
      <Labelled id={`${id}-provider`} label="Verifier" className="sm:col-span-2">
        <select
          id={`${id}-provider`}
          value={form.provider === 'manual' ? 'manual' : chain}
          onChange={(e) => set('provider', e.target.value)}
          className="field"
        >
          <option value="manual">{providerNames.manual}</option>
          <option value={chain}>{providerNames[chain]}</option>
        </select>
      </Labelled>
      {form.provider === 'manual' ? (
        <p className="text-xs text-muted sm:col-span-2">
          Deposits to this address wait until an admin checks the transfer and approves them.
        </p>
      ) : (
        <>
          <Labelled id={`${id}-url`} label="Provider URL" className="sm:col-span-2">
            <input
              id={`${id}-url`}
              value={form.url}
              onChange={(e) => set('url', e.target.value)}
              maxLength={500}
              spellCheck={false}
              autoComplete="off"
              placeholder={chain === 'evm_rpc' ? 'https://node.example/v3/{apiKey}' : 'Empty: the default URL'}
              className="field font-mono text-sm"
            />
          </Labelled>
          <Labelled id={`${id}-key`} label="API key" className="sm:col-span-2">
            <input
              id={`${id}-key`}
              type="password"
              value={form.apiKey}
              onChange={(e) => set('apiKey', e.target.value)}
              maxLength={200}
              autoComplete="new-password"
              placeholder={storedKey ? `Stored (${storedKey}): empty keeps it` : 'None'}
              className="field font-mono text-sm"
            />
          </Labelled>
          <Labelled id={`${id}-contract`} label="USDT token contract" className="sm:col-span-2">
            <input
              id={`${id}-contract`}
              value={form.tokenContract}
              onChange={(e) => set('tokenContract', e.target.value)}
              maxLength={128}
              spellCheck={false}
              autoComplete="off"
              className="field font-mono text-sm"
            />
          </Labelled>
          <Labelled id={`${id}-decimals`} label="Token decimals">
            <input
              id={`${id}-decimals`}
              type="number"
              min="0"
              max="36"
              step="1"
              value={form.tokenDecimals}
              onChange={(e) => set('tokenDecimals', e.target.value)}
              className="field tabular-nums"
            />
          </Labelled>
          <Labelled id={`${id}-confirmations`} label="Confirmations">
            <input
              id={`${id}-confirmations`}
              type="number"
              min="1"
              max="1000"
              step="1"
              value={form.confirmations}
              onChange={(e) => set('confirmations', e.target.value)}
              placeholder="The network's default"
              className="field tabular-nums"
            />
          </Labelled>
        </>
      )}
    </fieldset>
  );
}
