import { createLazyRoute } from '@tanstack/react-router';
import { ProfilePage } from './profile/ProfilePage';

// The profile's lazy chunk (decision 0037): the route itself (loader, title) is in player-routes.ts;
// the page and its cards live in ./profile/.
export const Route = createLazyRoute('/player/profile')({ component: ProfilePage });
