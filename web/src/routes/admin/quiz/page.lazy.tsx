import { createLazyRoute } from '@tanstack/react-router';
import { TablePageSkeleton } from '../ui/table';
import { QuizManagementScreen } from './QuizManagementScreen';

export const Route = createLazyRoute('/admin/guard/quiz')({
  component: QuizManagementScreen,
  pendingComponent: () => <TablePageSkeleton label="Loading quiz management" cards={0} columns={8} />,
});
