import { Clock, Gauge } from 'lucide-react';
import type { WalletNetwork } from '../../api-client/types';
import { currency } from '../../format-base';
import { useT } from '../../i18n/i18n';
import { useFormat } from '../../i18n/use-format';
import { CopyButton } from './CopyButton';
import { QrCode } from './QrCode';
import { speedText } from './speed';
import { formatWaitingTime } from '../../format-time';

/** One network's deposit address: copy button, QR code, limits, fee and processing time. */
export function NetworkAddress({ network, qr = true }: { network: WalletNetwork; qr?: boolean }) {
  const t = useT();
  const f = useFormat();
  return (
    <div className="rounded-xl bg-surface-2 p-3" data-testid="deposit-address">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium">{network.name}</p>
        <span className="flex items-center gap-1 text-xs text-muted">
          <Clock aria-hidden className="size-3.5" /> {formatWaitingTime(network.processingTime, f.locale)}
        </span>
      </div>
      <div
        className={qr ? 'mt-3 flex flex-col items-center gap-3 min-[400px]:flex-row min-[400px]:items-start' : 'mt-2'}
      >
        {qr ? (
          <QrCode
            value={network.address}
            label={t('network.qr', { network: network.network })}
            className="size-36 shrink-0 rounded-lg"
          />
        ) : null}
        <div className="flex w-full min-w-0 flex-1 flex-col gap-2">
          <div className="flex items-center gap-2">
            <code
              className="min-w-0 flex-1 font-mono text-xs leading-snug break-all"
              data-testid="deposit-address-text"
            >
              {network.address}
            </code>
            <CopyButton text={network.address} label={t('home.copyNetworkAddress', { network: network.network })} />
          </div>
          <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs tabular-nums">
            <dt className="text-muted">{t('network.minMax')}</dt>
            <dd className="text-right">
              {f.amount(network.minDeposit)} / {f.amount(network.maxDeposit)} {currency()}
            </dd>
            <dt className="text-muted">{t('network.fee')}</dt>
            <dd className="text-right">
              {network.fee} {currency()}
            </dd>
            <dt className="flex items-center gap-1 text-muted">
              <Gauge aria-hidden className="size-3.5" /> {t('network.speed')}
            </dt>
            <dd className="text-right">{speedText(t, network.speed)}</dd>
          </dl>
        </div>
      </div>
      <p className="mt-2 text-xs text-muted">{t('network.sendOnly', { network: network.network })}</p>
    </div>
  );
}
