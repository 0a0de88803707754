import { expect, test } from 'bun:test';
import { afterSignIn, loginSearch } from './login-search';

// Issue 31, players 8: signing in or up lands on Home, or where the player was going; never on
// another site, never back on the sign-in page.

test('signing in with nowhere to go lands on Home, not on Profile', () => {
  expect(afterSignIn({})).toBe('/');
  expect(afterSignIn({ mode: 'register' })).toBe('/');
});

test('signing in goes back to where the player was going, with its search', () => {
  expect(afterSignIn({ redirect: '/tournaments/abc?tab=rules' })).toBe('/tournaments/abc?tab=rules');
  expect(loginSearch({ mode: 'register', redirect: '/leaderboard' })).toEqual({
    mode: 'register',
    redirect: '/leaderboard',
  });
});

test("another site's address, a scheme-relative one or the sign-in page itself is dropped: Home", () => {
  for (const redirect of [
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login',
    '/login?mode=register',
    42,
  ]) {
    expect(loginSearch({ redirect })).toEqual({});
    expect(afterSignIn({ redirect: redirect as string })).toBe('/');
  }
  expect(loginSearch({ mode: 'signin' })).toEqual({});
});
