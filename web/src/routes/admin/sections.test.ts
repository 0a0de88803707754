import { afterEach, beforeEach, describe, expect, spyOn, test } from 'bun:test'
import type { Api } from '../../api/client'
import { createAppRouter } from '../../router'
import { ADMIN_SECTIONS, sectionPath } from './sections'

const api = { hasSession: () => false } as unknown as Api

describe('admin section links', () => {
  let warn: ReturnType<typeof spyOn>
  beforeEach(() => {
    warn = spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => warn.mockRestore())

  test('every section links by path to the route that serves it, without a router warning', () => {
    const router = createAppRouter({ api })
    const servedBy: Record<string, string> = { '': '/admin/guard/', transactions: '/admin/guard/transactions', 'wallet-settings': '/admin/guard/wallet-settings' }
    for (const section of ADMIN_SECTIONS) {
      const location = router.buildLocation({ to: sectionPath(section.slug) })
      expect(location.pathname).toBe(section.slug ? `/admin/${section.slug}` : '/admin')
      const [, , route] = router.getMatchedRoutes(location.pathname)
      expect(route?.id).toBe(servedBy[section.slug] ?? '/admin/guard/$section')
    }
    expect(warn).not.toHaveBeenCalled()
  })

  test('the $section template would collide with the static routes (what the path links avoid)', () => {
    const router = createAppRouter({ api })
    router.buildLocation({ to: '/admin/$section', params: { section: 'transactions' } })
    expect(warn).toHaveBeenCalled()
  })
})
