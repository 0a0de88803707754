import { createLazyRoute } from '@tanstack/react-router';
import { WalletSettingsScreen, WalletSettingsSkeleton } from './WalletSettingsScreen';

export const Route = createLazyRoute('/admin/guard/wallet-settings')({
  component: WalletSettingsScreen,
  pendingComponent: WalletSettingsSkeleton,
});
