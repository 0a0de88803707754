// Levels: the XP a level needs and its title (the spec's thresholds 5, 10, 15, 20). Imports nothing:
// the server's User and the web app's header both read the title from here.

/** Level needs 100 x level XP. */
export const xpForLevel = (level: number) => 100 * level;

export function levelTitle(level: number): string {
  if (level >= 20) return 'Legend';
  if (level >= 15) return 'Master';
  if (level >= 10) return 'Expert';
  if (level >= 5) return 'Advanced';
  return 'Beginner';
}
