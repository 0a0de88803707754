import type { Tournament } from '../../api-client/tournament-types';
import { useContentText } from '../../i18n/content';

/**
 * Who a tournament is by, as the player reads it: the player who created it, or for the operator's own
 * tournaments (no creator; the API names the house in English) the app's name in the player's language.
 */
export function useOrganiser(): (t: Pick<Tournament, 'creatorId' | 'creatorName'>) => string {
  const text = useContentText();
  return (t) => (t.creatorId ? t.creatorName : text('homePageTitle'));
}
