import { mkdirSync } from 'node:fs'
import { expect, gotoHydrated, login, registerPlayer, test, useSession } from './fixtures'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env'

// Screenshots for a human look at 390x844 and 1280x800: test-results/screens/<project>-<screen>.png
const dir = 'test-results/screens'

test('screenshots of the main screens', async ({ page, request, baseURL }, testInfo) => {
  mkdirSync(dir, { recursive: true })
  const shot = (name: string) => page.screenshot({ path: `${dir}/${testInfo.project.name}-${name}.png`, fullPage: true, animations: 'disabled' })

  await gotoHydrated(page, '/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await shot('home-guest')

  await gotoHydrated(page, '/login')
  await shot('login')

  await gotoHydrated(page, '/admin/login')
  await shot('admin-login')

  const player = await registerPlayer(request, 'Satoshi Player')
  await useSession(page, baseURL!, player)
  await gotoHydrated(page, '/')
  await expect(page.getByTestId('level-tile')).toBeVisible()
  await shot('home')
  await page.getByRole('button', { name: 'Show details' }).click()
  await shot('home-header-expanded')

  await gotoHydrated(page, '/profile')
  await expect(page.getByTestId('profile-name')).toHaveText('Satoshi Player')
  await shot('profile')

  await gotoHydrated(page, '/quiz')
  await shot('quiz')

  if (testInfo.project.name === 'mobile') {
    await gotoHydrated(page, '/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).click()
    await page.screenshot({ path: `${dir}/${testInfo.project.name}-nav-more.png` })
  }

  await gotoHydrated(page, '/admin')
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible()
  await shot('admin-access-denied')

  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD)
  await useSession(page, baseURL!, admin)
  await gotoHydrated(page, '/admin')
  await expect(page.getByTestId('stat-card')).toHaveCount(8)
  await shot('admin-dashboard')
  if (testInfo.project.name === 'mobile') {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('complementary', { name: 'Admin menu' })).toBeInViewport({ ratio: 1 })
    await page.screenshot({ path: `${dir}/${testInfo.project.name}-admin-drawer.png` })
  }
  await gotoHydrated(page, '/admin/analytics')
  await shot('admin-section')
})
