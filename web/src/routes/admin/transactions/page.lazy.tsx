import { createLazyRoute } from '@tanstack/react-router';
import { TransactionsScreen, TransactionsSkeleton } from './TransactionsScreen';

export const Route = createLazyRoute('/admin/guard/transactions')({
  component: TransactionsScreen,
  pendingComponent: TransactionsSkeleton,
});
