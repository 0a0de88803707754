/** Level needs 100 x level XP; the title follows the spec's thresholds 5, 10, 15, 20. */
export const xpForLevel = (level: number) => 100 * level;

export function levelTitle(level: number): string {
  if (level >= 20) return 'Legend';
  if (level >= 15) return 'Master';
  if (level >= 10) return 'Expert';
  if (level >= 5) return 'Advanced';
  return 'Beginner';
}
