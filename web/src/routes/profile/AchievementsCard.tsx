import { useSuspenseQuery } from '@tanstack/react-query';
import { AchievementRow } from '../../components/AchievementRow';
import { useApi } from '../../context';
import { useT } from '../../i18n/i18n';
import { achievementsQuery } from '../../queries/achievements';
import { PROFILE_REFRESH } from './live';

/** Unlocked achievements only, newest first, with rarity and date (spec 001). */
export function UnlockedAchievements() {
  const api = useApi();
  const t = useT();
  const { data } = useSuspenseQuery({ ...achievementsQuery(api), ...PROFILE_REFRESH });
  const unlocked = data.filter((a) => a.unlocked);
  if (unlocked.length === 0)
    return (
      <p className="text-sm text-muted" data-testid="achievements-empty">
        {t('profile.achievementsEmpty')}
      </p>
    );
  return (
    <ul className="flex flex-col gap-3" data-testid="profile-achievements">
      {unlocked.map((a) => (
        <AchievementRow key={a.id} achievement={a} detailed />
      ))}
    </ul>
  );
}
