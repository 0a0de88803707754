import { afterEach, beforeEach, describe, expect, spyOn, test } from 'bun:test';
import type { Api } from '../../api-client/client';
import { createAppRouter } from '../../router';
import { screenPath } from './paths';
import { screens } from './screens';

const api = { hasSession: () => false } as unknown as Api;

describe('admin screen links', () => {
  let warn: ReturnType<typeof spyOn>;
  beforeEach(() => {
    warn = spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  test('every screen links by path to the route that serves it, without a router warning', () => {
    const router = createAppRouter({ api, deviceLanguages: [] });
    // Every screen has a page, so a static route; $section only answers "not found".
    const servedBy = (slug: string, built: boolean) => (built ? `/admin/guard/${slug}` : '/admin/guard/$section');
    expect(servedBy('', true)).toBe('/admin/guard/');
    expect(screens.filter((s) => s.page).map((s) => s.slug)).toEqual(
      expect.arrayContaining(['', 'transactions', 'wallet-settings']),
    );
    for (const screen of screens) {
      const location = router.buildLocation({ to: screenPath(screen.slug) });
      expect(location.pathname).toBe(screen.slug ? `/admin/${screen.slug}` : '/admin');
      const [, , route] = router.getMatchedRoutes(location.pathname);
      expect(route?.id).toBe(servedBy(screen.slug, screen.page !== undefined));
    }
    expect(warn).not.toHaveBeenCalled();
  });

  test('the $section template would collide with the static routes (what the path links avoid)', () => {
    const router = createAppRouter({ api, deviceLanguages: [] });
    router.buildLocation({ to: '/admin/$section', params: { section: 'transactions' } });
    expect(warn).toHaveBeenCalled();
  });
});
