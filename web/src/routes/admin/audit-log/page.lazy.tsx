import { createLazyRoute } from '@tanstack/react-router';
import { TablePageSkeleton } from '../ui/table';
import { AuditLogScreen } from './AuditLogScreen';

export const Route = createLazyRoute('/admin/guard/audit-log')({
  component: AuditLogScreen,
  pendingComponent: () => <TablePageSkeleton label="Loading the audit log" cards={0} columns={5} />,
});
