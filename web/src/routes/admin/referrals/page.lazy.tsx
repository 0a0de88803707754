import { createLazyRoute } from '@tanstack/react-router';
import { TablePageSkeleton } from '../ui/table';
import { ReferralsScreen } from './ReferralsScreen';

export const Route = createLazyRoute('/admin/guard/referrals')({
  component: ReferralsScreen,
  pendingComponent: () => <TablePageSkeleton label="Loading referrals" cards={4} columns={6} />,
});
