import { createLazyRoute } from '@tanstack/react-router';
import { DashboardScreen } from './DashboardScreen';

export const Route = createLazyRoute('/admin/guard/')({
  component: DashboardScreen,
});
