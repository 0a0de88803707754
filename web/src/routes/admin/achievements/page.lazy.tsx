import { createLazyRoute } from '@tanstack/react-router';
import { TablePageSkeleton } from '../ui/table';
import { AchievementsScreen } from './AchievementsScreen';

export const Route = createLazyRoute('/admin/guard/achievements')({
  component: AchievementsScreen,
  pendingComponent: () => <TablePageSkeleton label="Loading achievements" cards={4} columns={4} />,
});
