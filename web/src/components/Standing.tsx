import { useSuspenseQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useApi } from '../context';
import { useT } from '../i18n/i18n';
import { useFormat } from '../i18n/use-format';
import { standingQuery } from '../queries/standing';
import { Skeleton } from './Skeleton';
import { formatDateTime, formatPercent } from '../format-time';

function Line({ label, children, tone }: { label: string; children: ReactNode; tone?: 'warn' | 'danger' }) {
  return (
    <li className="flex flex-col gap-0.5 py-1.5">
      <span className="text-xs text-muted">{label}</span>
      <span
        className={clsx(
          'text-sm tabular-nums',
          tone === 'warn' && 'text-secondary',
          tone === 'danger' && 'text-danger',
        )}
      >
        {children}
      </span>
    </li>
  );
}

/**
 * The player's own fair-play standing in plain words (GET /api/users/standing), shown on the quiz
 * setup and the profile so a refusal is never a surprise: quizzes left and when one frees up, the
 * wait before the next quiz, any block or flag with its reason and end, the reward multiplier and
 * why, and the responsible-play limits with their resets.
 */
export function StandingSummary() {
  const api = useApi();
  const t = useT();
  const f = useFormat();
  const { data } = useSuspenseQuery(standingQuery(api));
  const { quizzes, securityMultiplier: m, limits } = data;
  const usage = (u: { amount: string; used: string; resetsAt: string }) =>
    t('play.used', { used: f.amount(u.used), amount: f.amount(u.amount), date: formatDateTime(u.resetsAt, f.locale) });
  return (
    <ul className="flex flex-col divide-y divide-line" data-testid="standing">
      {data.block ? (
        <Line label={t('standing.block')} tone="danger">
          {data.block.until
            ? t('standing.blockUntil', { reason: data.block.reason, date: formatDateTime(data.block.until, f.locale) })
            : t('standing.blockOpen', { reason: data.block.reason })}
        </Line>
      ) : null}
      {limits.break ? (
        <Line label={t('standing.break')} tone="warn">
          {t(limits.break.kind === 'cool_off' ? 'play.onCoolOff' : 'play.onSelfExclusion', {
            date: formatDateTime(limits.break.endsAt, f.locale),
          })}
        </Line>
      ) : null}
      {quizzes ? (
        <Line
          label={t('standing.quizzesLeft')}
          tone={quizzes.today.left === 0 || quizzes.thisHour.left === 0 ? 'warn' : undefined}
        >
          {t('standing.quizzesCount', {
            today: quizzes.today.left,
            maxToday: quizzes.today.max,
            hour: quizzes.thisHour.left,
            maxHour: quizzes.thisHour.max,
          })}
          {[quizzes.today, quizzes.thisHour].some((w) => w.left === 0 && w.nextFreesAt) ? (
            <span className="block text-xs text-muted">
              {t('standing.nextFrees', {
                date: formatDateTime(
                  (quizzes.thisHour.left === 0 ? quizzes.thisHour : quizzes.today).nextFreesAt,
                  f.locale,
                ),
              })}
            </span>
          ) : null}
          {quizzes.nextQuizAt ? (
            <span className="block text-xs text-muted">
              {t('standing.nextQuiz', { date: formatDateTime(quizzes.nextQuizAt, f.locale) })}
            </span>
          ) : null}
        </Line>
      ) : null}
      <Line label={t('standing.multiplier')} tone={m.tier ? 'warn' : undefined}>
        {m.tier && m.threshold
          ? t('standing.multiplierReduced', {
              value: m.value,
              rate: formatPercent(m.winRate, f.locale),
              answers: m.answers,
              threshold: formatPercent(m.threshold.winRate, f.locale),
            })
          : t('standing.multiplierFull')}
      </Line>
      {data.flags.map((flag) => (
        <Line key={`${flag.code}-${flag.since}`} label={t('standing.flag')} tone="warn">
          {flag.reason}
          <span className="block text-xs text-muted">
            {flag.expiresAt
              ? t('standing.flagUntil', { date: formatDateTime(flag.expiresAt, f.locale) })
              : t('standing.flagReview')}
          </span>
        </Line>
      ))}
      {limits.dailyStakeLimit ? <Line label={t('play.dailyStakeLimit')}>{usage(limits.dailyStakeLimit)}</Line> : null}
      {limits.dailyLossLimit ? <Line label={t('play.dailyLossLimit')}>{usage(limits.dailyLossLimit)}</Line> : null}
      {limits.depositLimit ? <Line label={t('play.depositLimit')}>{usage(limits.depositLimit)}</Line> : null}
      {!limits.dailyStakeLimit && !limits.dailyLossLimit && !limits.depositLimit ? (
        <Line label={t('standing.limits')}>{t('standing.noLimits')}</Line>
      ) : null}
    </ul>
  );
}

export function StandingSkeleton() {
  return (
    <div className="flex flex-col gap-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-9 w-full" />
      ))}
    </div>
  );
}
