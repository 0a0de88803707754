import type { APIRequestContext } from '@playwright/test'
import { expect, gotoHydrated, login, test } from './fixtures'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env'

// These tests change the shared settings document, so they run alone after the other projects
// (see playwright.config.ts) and one at a time; each one restores what it changed.
test.describe.configure({ mode: 'serial' })

async function settingsWriter(request: APIRequestContext) {
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD)
  return async (changes: Record<string, unknown>) => {
    const res = await request.put('/api/admin/settings', { headers: { authorization: `Bearer ${admin.accessToken}` }, data: changes })
    expect(res.status(), await res.text()).toBe(200)
  }
}

test('maintenance mode replaces every player page, and the admin sign-in stays reachable', async ({ page, request }) => {
  const write = await settingsWriter(request)
  await write({ features: { maintenanceMode: true }, appConfig: { maintenanceMessage: 'Upgrading the quiz engine.' } })
  try {
    for (const path of ['/', '/profile', '/login']) {
      await gotoHydrated(page, path)
      await expect(page.getByRole('heading', { name: 'Maintenance Mode' })).toBeVisible()
      await expect(page.getByText('Upgrading the quiz engine.')).toBeVisible()
      await expect(page.getByText("We'll be back soon. Thank you for your patience!")).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
    }
    await gotoHydrated(page, '/admin/login')
    await expect(page.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible()
  } finally {
    await write({ features: { maintenanceMode: false }, appConfig: { maintenanceMessage: 'App is under maintenance. Please try again later.' } })
  }
  await gotoHydrated(page, '/')
  await expect(page.getByRole('heading', { name: 'Maintenance Mode' })).toHaveCount(0)
})

test('feature flags and layout settings shape the navigation and the header', async ({ page, request }) => {
  const write = await settingsWriter(request)
  await write({ features: { tournaments: false, tasks: false } })
  try {
    await gotoHydrated(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    // Home, Quiz, Profile: few enough for no More toggle even at 390 px
    await expect(nav.getByRole('link')).toHaveCount(3)
    await expect(nav.getByRole('link', { name: /^Tournaments/ })).toHaveCount(0)
    await expect(nav.getByRole('button', { name: 'More' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Earn Tasks' })).toHaveCount(0)
    await gotoHydrated(page, '/tournaments')
    await expect(page.getByRole('heading', { name: 'Not available right now' })).toBeVisible()

    await write({ layout: { showHeader: false, showBottomNav: false } })
    await gotoHydrated(page, '/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Quick quiz' })).toBeVisible()
  } finally {
    await write({ features: { tournaments: true, tasks: true }, layout: { showHeader: true, showBottomNav: true } })
  }
})

test('theme and colours come from the settings', async ({ page, request }) => {
  const write = await settingsWriter(request)
  await write({ theme: 'light', primaryColor: '#ff5500' })
  try {
    await gotoHydrated(page, '/')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--app-primary').trim())).toBe('#ff5500')
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(243, 246, 251)')
    // An invalid colour is refused by the server and never reaches the page's styles.
    const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD)
    const refused = await request.put('/api/admin/settings', { headers: { authorization: `Bearer ${admin.accessToken}` }, data: { primaryColor: 'red;}body{display:none' } })
    expect(refused.status()).toBe(400)
    expect((await refused.json()).error.message).toBe('Setting primaryColor must be a colour like #00BFFF')
    await gotoHydrated(page, '/')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--app-primary').trim())).toBe('#ff5500')
  } finally {
    await write({ theme: 'dark', primaryColor: '#00BFFF' })
  }
})
