// A network's speed as the player reads it: the seeded labels (Fast, Medium, Slow; spec 000 section 9)
// in the player's language; a label an operator typed otherwise shows as written.
import type { MessageKey, Translate } from '../../i18n/i18n';

const SPEEDS: Record<string, MessageKey> = {
  fast: 'network.speedFast',
  medium: 'network.speedMedium',
  slow: 'network.speedSlow',
};

export function speedText(t: Translate, speed: string): string {
  const key = SPEEDS[speed.trim().toLowerCase()];
  return key ? t(key) : speed;
}
