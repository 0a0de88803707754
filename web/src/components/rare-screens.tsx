// The full-page screens a page rarely shows: the error screen, maintenance and not found. Each is a
// chunk of its own (decision 0042), loaded before hydration when the server rendered it, and after
// the page has loaded otherwise (client-start.ts), so a later failure, offline too, still has its screen.
import { chunkComponent } from '../chunk-component';
import { useT } from '../i18n/i18n';

const afterPageLoad = { afterPageLoad: true };

/** Every route's errorComponent: what happened, Refresh Page (reload) and Try Again (reset). */
export const ErrorScreen = chunkComponent(
  'components/ErrorScreen',
  () => import('./ErrorScreen').then((m) => m.ErrorScreen),
  () => <ErrorScreenWithoutItsChunk />,
  afterPageLoad,
);

/** While the error screen's chunk loads, or when it cannot (offline): the message and a reload. */
function ErrorScreenWithoutItsChunk() {
  const t = useT();
  return (
    <div role="alert" className="mx-auto max-w-[480px] px-6 py-16 text-center">
      <h1 className="text-xl font-bold">{t('error.title')}</h1>
      <button type="button" className="btn btn-ghost mt-6" onClick={() => window.location.reload()}>
        {t('action.refreshPage')}
      </button>
    </div>
  );
}
export const Maintenance = chunkComponent(
  'components/Maintenance',
  () => import('./Maintenance').then((m) => m.Maintenance),
  undefined,
  afterPageLoad,
);
export const NotFound = chunkComponent(
  'components/NotFound',
  () => import('./NotFound').then((m) => m.NotFound),
  undefined,
  afterPageLoad,
);
/** A blocked player's screen instead of the app (BlockNotice.tsx; the player layout shows it). */
export const BlockNoticeScreen = chunkComponent('components/BlockNotice', () =>
  import('./BlockNotice').then((m) => m.BlockNotice),
);
