import { Skeleton } from '../../components/Skeleton';
import { useT } from '../../i18n/i18n';

/** The setup stage's shape: title, counter, three difficulties, modes, balances, button. */
export function QuizSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" aria-label={t('common.loading')} className="flex flex-col gap-4">
      <Skeleton className="h-7 w-1/3" />
      <Skeleton className="h-16 rounded-2xl" />
      <div className="grid grid-cols-3 gap-2">
        <Skeleton className="h-20 rounded-2xl" />
        <Skeleton className="h-20 rounded-2xl" />
        <Skeleton className="h-20 rounded-2xl" />
      </div>
      <Skeleton className="h-28 rounded-2xl" />
      <Skeleton className="h-12 rounded-xl" />
    </div>
  );
}
