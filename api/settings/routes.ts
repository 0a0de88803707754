import { Elysia } from 'elysia';
import { publicSettings, readSettings } from '../../domain/settings/read-settings.ts';
import type { Deps } from '../http/deps.ts';

/** The settings every visitor may read (the web app's theme, texts and feature switches). */
export function settingsRoutes({ sql }: Deps) {
  return new Elysia().get('/api/settings', async () => ({ data: publicSettings(await readSettings(sql)) }), {
    detail: { summary: 'Public app settings' },
  });
}
