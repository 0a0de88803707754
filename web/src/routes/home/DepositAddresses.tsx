import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Clock } from 'lucide-react';
import { Skeleton } from '../../components/Skeleton';
import { CopyButton } from '../../components/wallet/CopyButton';
import { useOfferedNetworks } from '../../components/wallet/offeredNetworks';
import { useApi } from '../../context';
import { walletQuery } from '../../queries/wallet';
import { HOME_REFRESH } from './live';
import { useT } from '../../i18n/i18n';
import { useFormat } from '../../i18n/use-format';
import { formatWaitingTime } from '../../format-time';

export function DepositAddresses() {
  const api = useApi();
  const { data: wallet } = useSuspenseQuery({ ...walletQuery(api), ...HOME_REFRESH });
  const networks = useOfferedNetworks(wallet).slice(0, 3);
  const t = useT();
  const f = useFormat();
  if (networks.length === 0) {
    return (
      <p className="text-sm text-muted">
        {t('home.noNetwork')}{' '}
        <Link to="/deposit" className="font-medium text-primary">
          {t('home.seeDepositOptions')}
        </Link>
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2" data-testid="deposit-addresses">
      {networks.map((n) => (
        <li key={n.network} className="rounded-xl bg-surface-2 p-3">
          <div className="flex items-center justify-between gap-2">
            <span className="flex min-w-0 items-center gap-2">
              <span className="rounded-md bg-primary/15 px-1.5 py-0.5 text-xs font-bold text-primary">{n.network}</span>
              <span className="truncate text-sm font-medium">{n.name}</span>
            </span>
            <span className="flex shrink-0 items-center gap-1 text-xs text-muted">
              <Clock aria-hidden className="size-3.5" />
              {formatWaitingTime(n.processingTime, f.locale)}
            </span>
          </div>
          <div className="mt-2 flex items-center gap-2">
            <code className="min-w-0 flex-1 truncate font-mono text-xs text-muted" title={n.address}>
              {n.address}
            </code>
            <CopyButton
              text={n.address}
              label={t('home.copyNetworkAddress', { network: n.network })}
              className="size-9!"
            />
          </div>
          <p className="text-xs text-muted tabular-nums">
            {t('home.minMax', { min: f.amount(n.minDeposit), max: f.amount(n.maxDeposit) })}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function ListSkeleton({ rows, height = 'h-14' }: { rows: number; height?: string }) {
  return (
    <div aria-hidden className="flex flex-col gap-2">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={`${height} rounded-xl`} />
      ))}
    </div>
  );
}
