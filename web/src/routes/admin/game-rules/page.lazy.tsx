import { createLazyRoute } from '@tanstack/react-router';
import { SectionHeading } from '../ui/section';
import { SettingsSkeleton } from '../ui/settings-form';
import { RulesSections } from './rules-section';

// Game Rules: every money and game rule the server enforces (withdrawals, deposits, challenge, quiz
// rewards, bonuses, referrals, tournaments, risk), each section saved on its own and applied from the
// next request; each field shows its bounds and its last change from the audit log.

export const Route = createLazyRoute('/admin/guard/game-rules')({
  component: GameRulesPage,
  pendingComponent: () => <SettingsSkeleton label="Loading game rules" />,
});

function GameRulesPage() {
  return (
    <div className="flex flex-col gap-6">
      <SectionHeading
        title="Game Rules"
        subtitle="Limits, fees, rewards and risk thresholds. A saved rule applies to players from their next request."
      />
      <RulesSections />
    </div>
  );
}
