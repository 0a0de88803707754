import { useSuspenseQuery } from '@tanstack/react-query';
import { AchievementRow } from '../../components/AchievementRow';
import { useApi } from '../../context';
import { achievementsQuery } from '../../queries/achievements';
import { HOME_REFRESH } from './live';
import { useT } from '../../i18n/i18n';

export function RecentAchievements() {
  const api = useApi();
  const { data: achievements } = useSuspenseQuery({ ...achievementsQuery(api), ...HOME_REFRESH });
  const unlocked = achievements.filter((a) => a.unlocked).slice(0, 3);
  const t = useT();
  if (unlocked.length === 0) return <p className="text-sm text-muted">{t('home.noAchievements')}</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="recent-achievements">
      {unlocked.map((a) => (
        <AchievementRow key={a.id} achievement={a} />
      ))}
    </ul>
  );
}
