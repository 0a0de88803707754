import { createLazyRoute } from '@tanstack/react-router';
import { SettingsSkeleton } from '../ui/settings-form';
import { SystemSettingsScreen } from './SystemSettingsScreen';

export const Route = createLazyRoute('/admin/guard/settings')({
  component: SystemSettingsScreen,
  pendingComponent: () => <SettingsSkeleton label="Loading system settings" />,
});
