import clsx from 'clsx';
import { Skeleton } from '../Skeleton';

const COLS = { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' } as const;

/** A row of equal placeholder tiles (balances, presets, choices) in a loading layout. */
export function SkeletonTiles({
  count,
  cols = count as keyof typeof COLS,
  tile,
}: {
  count: number;
  cols?: keyof typeof COLS;
  tile: string;
}) {
  return (
    <div className={clsx('grid gap-2', COLS[cols])}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={tile} />
      ))}
    </div>
  );
}
