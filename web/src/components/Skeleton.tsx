import clsx from 'clsx';
import { useT } from '../i18n/i18n';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={clsx('skeleton', className)} />;
}

/** Placeholder in the shape of a player page: title, two tiles, a card. */
export function PageSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" aria-label={t('common.loading')} className="flex flex-col gap-4">
      <Skeleton className="h-7 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-24 rounded-2xl" />
      </div>
      <Skeleton className="h-32 rounded-2xl" />
    </div>
  );
}
