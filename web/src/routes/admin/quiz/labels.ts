// The spec's lists for the quiz management screens (002 section 9).
import { saveBlob } from '../ui/download';

export { DIFFICULTIES, type Difficulty } from '../../../../../db/questions/value-lists';
export {
  AI_TOPICS,
  QUESTION_CATEGORIES as CATEGORIES,
  QUESTION_SOURCES as SOURCES,
  QUESTION_POOLS as POOLS,
} from '../../../../../db/questions/value-lists';
export const SOURCE_LABELS: Record<string, string> = { seed: 'Seeded', manual: 'Manual', ai: 'AI', import: 'Imported' };
export const POOL_LABELS: Record<string, string> = { practice: 'Practice', tournament: 'Tournament' };
export const GENERATION_COUNTS = [3, 5, 10, 15] as const;

export const DIFFICULTY_TONES: Record<string, string> = {
  easy: 'bg-accent/12 text-accent',
  medium: 'bg-secondary/12 text-secondary',
  hard: 'bg-danger/12 text-danger',
};

/** Saves a JSON value as a file download (exports of drafts). */
export function downloadJson(value: unknown, filename: string) {
  saveBlob(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }), filename);
}
