import { Clock } from 'lucide-react';
import type { QuizEligibility } from '../../api-client/player-types';
import { formatCountdown, useNow } from '../../components/useNow';
import { type MessageKey, useT } from '../../i18n/i18n';
import { useFormat } from '../../i18n/use-format';
import type { Refusal } from './SecurityBanner';
import { formatDateTime } from '../../format-time';

/** The limits that lift with time (domain/quiz/limit-reset.ts): a wait, not a denial. */
const LIMITS: Record<string, { title: MessageKey; body: MessageKey; max?: keyof QuizEligibility }> = {
  DAILY_LIMIT_REACHED: { title: 'limit.dailyTitle', body: 'limit.dailyBody', max: 'maxDailyQuizzes' },
  HOURLY_LIMIT_REACHED: { title: 'limit.hourlyTitle', body: 'limit.hourlyBody', max: 'maxHourlyQuizzes' },
  TIME_BETWEEN_QUIZZES: { title: 'limit.pauseTitle', body: 'limit.pauseBody' },
};

export const isLimitRefusal = (refusal: Refusal | null): refusal is Refusal =>
  refusal !== null && refusal.code in LIMITS;

/**
 * Which quiz limit is in the way and when it lifts, in a calm tone (issue 31): the time from the
 * server's `resetsAt`, and a countdown once the page runs in the browser.
 */
export function LimitNotice({ refusal, eligibility }: { refusal: Refusal; eligibility: QuizEligibility }) {
  const t = useT();
  const f = useFormat();
  const now = useNow();
  const limit = LIMITS[refusal.code]!;
  const resetsAt = refusal.resetsAt ?? eligibility.resetsAt;
  const max = limit.max ? eligibility[limit.max] : 0;
  return (
    <div role="status" data-testid="limit-notice" className="card flex gap-3 border border-primary/30">
      <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="min-w-0">
        <p className="font-semibold">{t(limit.title)}</p>
        <p className="mt-0.5 text-sm text-muted">
          {t(limit.body, { max: Number(max), time: resetsAt ? formatDateTime(resetsAt, f.locale) : '—' })}
        </p>
        {resetsAt && now !== null ? (
          <p className="mt-1 text-sm font-semibold tabular-nums text-primary" data-testid="limit-countdown">
            {t('limit.opensIn', { countdown: formatCountdown(Date.parse(resetsAt) - now) })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
