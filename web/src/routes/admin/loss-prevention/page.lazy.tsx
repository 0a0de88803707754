import { createLazyRoute } from '@tanstack/react-router';
import { TablePageSkeleton } from '../ui/table';
import { LossPreventionScreen } from './LossPreventionScreen';

export const Route = createLazyRoute('/admin/guard/loss-prevention')({
  component: LossPreventionScreen,
  pendingComponent: () => <TablePageSkeleton label="Loading loss prevention" cards={4} columns={6} />,
});
