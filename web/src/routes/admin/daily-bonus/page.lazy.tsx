import { createLazyRoute } from '@tanstack/react-router';
import { TablePageSkeleton } from '../ui/table';
import { DailyBonusScreen } from './DailyBonusScreen';

export const Route = createLazyRoute('/admin/guard/daily-bonus')({
  component: DailyBonusScreen,
  pendingComponent: () => <TablePageSkeleton label="Loading daily bonus" cards={8} columns={6} />,
});
