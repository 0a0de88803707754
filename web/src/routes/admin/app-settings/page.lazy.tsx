import { createLazyRoute } from '@tanstack/react-router';
import { SettingsSkeleton } from '../ui/settings-form';
import { AppSettingsScreen } from './AppSettingsScreen';

export const Route = createLazyRoute('/admin/guard/app-settings')({
  component: AppSettingsScreen,
  pendingComponent: () => <SettingsSkeleton label="Loading app settings" />,
});
