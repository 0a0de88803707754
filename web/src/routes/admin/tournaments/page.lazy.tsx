import { createLazyRoute } from '@tanstack/react-router';
import { TablePageSkeleton } from '../ui/table';
import { TournamentsScreen } from './TournamentsScreen';

export const Route = createLazyRoute('/admin/guard/tournaments')({
  component: TournamentsScreen,
  pendingComponent: () => <TablePageSkeleton label="Loading tournaments" cards={0} columns={7} />,
});
