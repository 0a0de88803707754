import { createLazyRoute } from '@tanstack/react-router';
import { TablePageSkeleton } from '../ui/table';
import { DisputesScreen } from './DisputesScreen';

export const Route = createLazyRoute('/admin/guard/disputes')({
  component: DisputesScreen,
  pendingComponent: () => <TablePageSkeleton label="Loading disputes" cards={2} columns={4} />,
});
