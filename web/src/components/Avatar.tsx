import clsx from 'clsx';
import { UserRound } from 'lucide-react';
import type { User } from '../api-client/types';
import { useT } from '../i18n/i18n';

export function Avatar({
  user,
  size = 44,
  showLevel = true,
}: {
  user: User | null;
  size?: number;
  showLevel?: boolean;
}) {
  const t = useT();
  const src = user?.avatar || user?.telegramPhotoUrl || null;
  return (
    <div className="relative shrink-0" style={{ width: size, height: size }}>
      {src ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          className="size-full rounded-full object-cover ring-2 ring-primary/40"
        />
      ) : (
        <div className="flex size-full items-center justify-center rounded-full bg-surface-2 text-muted ring-2 ring-primary/30">
          <UserRound aria-hidden className="size-1/2" />
        </div>
      )}
      {user && showLevel ? (
        <span
          className={clsx(
            'absolute -right-1 -bottom-1 flex h-5 min-w-5 items-center justify-center rounded-full px-1',
            'bg-secondary text-[11px] font-bold text-black tabular-nums ring-2 ring-bg',
          )}
          aria-label={t('header.level', { level: user.level })}
        >
          {user.level}
        </span>
      ) : null}
    </div>
  );
}
