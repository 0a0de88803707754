import type { AnalyticsPeriod } from '../../../api-client/types';
import { ANALYTICS_PERIODS } from '../../../queries/analytics';

export interface AnalyticsSearch {
  period?: AnalyticsPeriod;
}

/** ?period= of the Analytics screen; anything else is the default (7d). */
export function parseAnalyticsSearch(raw: Record<string, unknown>): AnalyticsSearch {
  const period = ANALYTICS_PERIODS.find((p) => p === raw.period);
  return period && period !== '7d' ? { period } : {};
}
