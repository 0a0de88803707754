import { expect, gotoHydrated, login, test } from './fixtures'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env'

// Runs alone after the other projects (see playwright.config.ts): it switches the shared settings.
test('maintenance mode replaces every player page, and the admin sign-in stays reachable', async ({ page, request }) => {
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD)
  const headers = { authorization: `Bearer ${admin.accessToken}` }
  const setMaintenance = async (on: boolean) => {
    const res = await request.put('/api/admin/settings', {
      headers,
      data: { features: { maintenanceMode: on }, appConfig: { maintenanceMessage: 'Upgrading the quiz engine.' } },
    })
    expect(res.status(), await res.text()).toBe(200)
  }
  await setMaintenance(true)
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
    await setMaintenance(false)
  }
  await gotoHydrated(page, '/')
  await expect(page.getByRole('heading', { name: 'Maintenance Mode' })).toHaveCount(0)
})
