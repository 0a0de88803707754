import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../root';

// The player's browser entry has no back-office routes (decision 0037): a link from a player page to
// /admin... lands here, and the browser loads that address as a new page, which the server renders
// and the back office's own entry (entry-admin.tsx) hydrates. Hovering a link (preload) does nothing.
export const adminDocumentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'admin',
  beforeLoad: ({ location, preload }) => {
    if (preload || typeof window === 'undefined') return;
    window.location.assign(location.href);
    return new Promise<void>(() => {}); // the page is leaving
  },
});

/** Every path under /admin. */
export const adminDocumentSplatRoute = createRoute({ getParentRoute: () => adminDocumentRoute, path: '$' });
