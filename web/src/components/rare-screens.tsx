// The full-page screens a page rarely shows: the error screen, maintenance and not found. Each is a
// chunk of its own (decision 0042), loaded before hydration when the server rendered it, and after
// the page has loaded otherwise (client-start.ts), so a later failure, offline too, still has its screen.
import { chunkComponent } from '../chunk-component';

const afterPageLoad = { afterPageLoad: true };

/** Every route's errorComponent: what happened, Refresh Page (reload) and Try Again (reset). */
export const ErrorScreen = chunkComponent(
  'error-screen',
  () => import('./ErrorScreen').then((m) => m.ErrorScreen),
  undefined,
  afterPageLoad,
);
export const Maintenance = chunkComponent(
  'maintenance',
  () => import('./Maintenance').then((m) => m.Maintenance),
  undefined,
  afterPageLoad,
);
export const NotFound = chunkComponent(
  'not-found',
  () => import('./NotFound').then((m) => m.NotFound),
  undefined,
  afterPageLoad,
);
