// A level's title in the catalogue (the signed-in header, home and profile; decision 0073 keeps it
// out of the first load).
import { levelTitle } from '../../../domain/levels';
import type { MessageKey } from './i18n';

/** The key of a level's title (Beginner, Advanced, Expert, Master, Legend). */
export function levelTitleKey(level: number): MessageKey {
  return `level.${levelTitle(level)}` as MessageKey;
}
