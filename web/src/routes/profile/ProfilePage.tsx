import { useSuspenseQuery } from '@tanstack/react-query';
import { SignInPrompt } from '../../components/SignInPrompt';
import { StandingSkeleton, StandingSummary } from '../../components/Standing';
import { Panel } from '../../components/Panel';
import { VerifyEmailNotice } from '../../components/VerifyEmailNotice';
import { WalletSection } from '../../components/wallet/WalletSection';
import { useApi } from '../../context';
import { profileQuery } from '../../queries/profile';
import { useT } from '../../i18n/i18n';
import { useSettings } from '../../settings';
import { RecentActivity } from '../home/RecentActivity';
import { ListSkeleton } from '../home/DepositAddresses';
import { UnlockedAchievements } from './AchievementsCard';
import { ChallengeHistory } from './ChallengeHistory';
import { Earnings, EarningsSkeleton } from './EarningsCard';
import { Goals, GoalsSkeleton } from './GoalsCard';
import { IdentityCard } from './IdentityCard';
import { PROFILE_REFRESH } from './live';
import { SettingsCard } from './SettingsCard';
import { useContentText } from '../../i18n/content';

/** The player's profile (spec 001 "Profile page"): identity, wallet, earnings, goals, activity, achievements, settings. */
export function ProfilePage() {
  const api = useApi();
  const settings = useSettings();
  const t = useT();
  const { data: user } = useSuspenseQuery({ ...profileQuery(api), ...PROFILE_REFRESH });
  const title = useContentText()('profilePageTitle');
  if (!user) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="pt-1 text-2xl font-bold">{title}</h1>
        <SignInPrompt title={t('profile.signedOutTitle')}>{t('profile.signedOutText')}</SignInPrompt>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <h1 className="pt-1 text-2xl font-bold">{title}</h1>
      <IdentityCard user={user} />
      <VerifyEmailNotice user={user} />
      <WalletSection user={user} />
      <Panel id="earnings-heading" title={t('profile.earnings')} skeleton={<EarningsSkeleton />}>
        <Earnings />
      </Panel>
      <Panel id="goals-heading" title={t('profile.goals')} skeleton={<GoalsSkeleton />}>
        <Goals />
      </Panel>
      <Panel id="activity-heading" title={t('profile.recentActivity')} skeleton={<ListSkeleton rows={4} />}>
        <RecentActivity limit={8} empty={<p data-testid="activity-empty">{t('profile.activityEmpty')}</p>} />
      </Panel>
      {settings.features.achievements ? (
        <Panel id="achievements-heading" title={t('profile.achievements')} skeleton={<ListSkeleton rows={3} />}>
          <UnlockedAchievements />
        </Panel>
      ) : null}
      <Panel id="bets-heading" title={t('profile.challengeHistory')} skeleton={<ListSkeleton rows={3} />}>
        <ChallengeHistory />
      </Panel>
      <Panel id="standing-heading" title={t('standing.title')} skeleton={<StandingSkeleton />}>
        <StandingSummary />
      </Panel>
      <SettingsCard user={user} />
    </div>
  );
}
