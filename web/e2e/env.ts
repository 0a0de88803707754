// Shared by the e2e web server and the specs.
export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@example.com'
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'admin-password-1'
export const PLAYER_PASSWORD = 'correct horse 1'
export const BOT_TOKEN = '123456:E2E-test-bot-token-for-signing'
