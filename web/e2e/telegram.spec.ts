import { createHmac } from 'node:crypto'
import { expect, test, waitForHydration } from './fixtures'
import { BOT_TOKEN } from './env'

/** initData signed the way Telegram signs it (HMAC-SHA256 with the key derived from the bot token). */
function signedInitData(user: Record<string, unknown>): string {
  const fields: Record<string, string> = {
    auth_date: String(Math.floor(Date.now() / 1000)),
    query_id: `AAH${Math.random().toString(36).slice(2, 12)}`,
    user: JSON.stringify(user),
    // Telegram's Ed25519 signature (Bot API 8.0); the server checks the HMAC hash, which covers it.
    signature: Buffer.from(crypto.getRandomValues(new Uint8Array(64))).toString('base64url'),
  }
  const checkString = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n')
  const secret = createHmac('sha256', 'WebAppData').update(BOT_TOKEN).digest()
  const hash = createHmac('sha256', secret).update(checkString).digest('hex')
  return new URLSearchParams({ ...fields, hash }).toString()
}

const THEME = {
  bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  secondary_bg_color: '#232e3c',
  section_bg_color: '#17212b',
}

/** Stands in for the Telegram client: records the app's bridge calls and answers viewport requests. */
function telegramClientMock() {
  const w = window as unknown as {
    __tgCalls: string[]
    TelegramWebviewProxy: { postEvent: (type: string, data?: string) => void }
    Telegram?: { WebView?: { receiveEvent?: (type: string, data: unknown) => void } }
  }
  w.__tgCalls = []
  const answer = (type: string, data: unknown) => setTimeout(() => w.Telegram?.WebView?.receiveEvent?.(type, data), 10)
  w.TelegramWebviewProxy = {
    postEvent(type) {
      w.__tgCalls.push(type)
      if (type === 'web_app_request_viewport') answer('viewport_changed', { height: window.innerHeight, width: window.innerWidth, is_expanded: true, is_state_stable: true })
      if (type === 'web_app_request_safe_area') answer('safe_area_changed', { top: 0, bottom: 20, left: 0, right: 0 })
      if (type === 'web_app_request_content_safe_area') answer('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 })
    },
  }
}

test('inside Telegram the app signs in with initData, follows the theme and welcomes a new user', async ({ page }) => {
  const telegramId = 700_000_000 + Math.floor(Math.random() * 1_000_000)
  const initData = signedInitData({ id: telegramId, first_name: 'Tele', last_name: 'Gram', username: `tg_${telegramId}`, language_code: 'en' })
  await page.addInitScript(telegramClientMock)

  // Hold the sign-in call to see the start-up screen.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let initBody: { initData?: string } | null = null
  await page.route('**/api/telegram-webapp/webapp-init', async (route) => {
    initBody = route.request().postDataJSON() as { initData?: string }
    await held
    await route.continue()
  })

  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'tdesktop',
    tgWebAppThemeParams: JSON.stringify(THEME),
  }).toString()
  await page.goto(`/#${hash}`)
  await waitForHydration(page)
  await expect(page.getByText('Initializing Telegram WebApp...')).toBeVisible()
  await expect(page.getByText('Loading app...')).toBeVisible()
  await expect.poll(() => initBody?.initData).toBe(initData)
  release()

  await expect(page.getByText('Initializing Telegram WebApp...')).toBeHidden()
  await expect(page.getByTestId('header-name')).toHaveText(/Tele/)
  await expect(page.getByRole('banner').getByText('Telegram', { exact: true })).toBeVisible()
  await expect(page.getByText(/Welcome/)).toBeVisible()

  const calls = await page.evaluate(() => (window as unknown as { __tgCalls: string[] }).__tgCalls)
  expect(calls).toContain('web_app_ready')
  expect(calls).toContain('web_app_expand')
  const bg = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--tg-theme-bg-color').trim())
  expect(bg.toLowerCase()).toBe(THEME.bg_color)
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(23, 33, 43)')

  // The session is kept: a reload renders the Telegram user on the server.
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByTestId('header-name')).toHaveText(/Tele/)
})

test('outside Telegram nothing of the Telegram start-up runs', async ({ page }) => {
  const calls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/telegram-webapp/')) calls.push(r.url())
  })
  await page.goto('/')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  await expect(page.getByText('Initializing Telegram WebApp...')).toBeHidden()
  expect(await page.evaluate(() => document.documentElement.classList.contains('tg'))).toBe(false)
  expect(calls).toEqual([])
})
