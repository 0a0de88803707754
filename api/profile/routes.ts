import { transaction } from '../../db/connection.ts';
import { Elysia } from 'elysia';
import * as v from 'valibot';
import { updateProfile } from '../../domain/profile/update-profile.ts';
import { loadUserView, type UserView } from '../../domain/identity/user-view.ts';
import { DisplayName } from '../../domain/identity/display-name.ts';
import type { Reply } from '../http/reply.ts';
import { dataJsonText } from '../http/json-text.ts';
import type { Deps } from '../http/deps.ts';
import { languages } from '../../domain/identity/languages.ts';
import { setLanguage } from '../../domain/profile/set-language.ts';
import { hitRateLimit } from '../../domain/rate-limit.ts';
import { AppError } from '../../domain/errors.ts';
import { readAvatar, removeAvatar, saveAvatar } from '../../domain/profile/avatar.ts';
import { avatarMaxBytes } from '../../domain/profile/avatar-image.ts';
import { loadProfileOverview } from '../../domain/profile/profile-overview.ts';
import {
  categoryNames,
  readNotificationPreferences,
  saveNotificationPreferences,
} from '../../domain/notifications/preferences.ts';

const ProfileBody = v.pipe(
  v.strictObject({
    name: v.optional(DisplayName),
    username: v.optional(
      v.nullable(
        v.pipe(
          v.string('Username must be text'),
          v.trim(),
          v.regex(/^[A-Za-z0-9_]{3,32}$/, 'Username must be 3 to 32 letters, digits or underscores'),
        ),
      ),
    ),
    avatar: v.optional(
      v.nullable(
        v.pipe(
          v.string('Avatar must be a URL'),
          v.maxLength(2048, 'Avatar URL is too long'),
          v.url('Avatar must be a URL'),
          v.startsWith('https://', 'Avatar must be an https URL'),
        ),
      ),
    ),
  }),
  v.check((changes) => Object.keys(changes).length > 0, 'Nothing to update'),
);

const LanguageBody = v.strictObject({
  language: v.picklist(languages, `Language must be one of ${languages.join(', ')}`),
});

const AvatarBody = v.object({ avatar: v.optional(v.unknown()) });
const UserParams = v.object({ id: v.pipe(v.string(), v.uuid('No avatar')) });
const PreferencesBody = v.pipe(
  v.strictObject({
    categories: v.optional(
      v.strictObject(
        Object.fromEntries(
          categoryNames.map((c) => [c, v.optional(v.boolean(`${c} must be true or false`))]),
        ) as Record<(typeof categoryNames)[number], v.OptionalSchema<v.BooleanSchema<string>, undefined>>,
      ),
    ),
    telegram: v.optional(v.boolean('telegram must be true or false')),
  }),
  v.check((changes) => Object.keys(changes).length > 0, 'Nothing to update'),
);

/** Profile changes per player (name, username, avatar): spec 000 section 8's 429 past this. */
export const profileUpdateLimit = { limit: 10, windowSeconds: 60 };
const limitProfileUpdates = (sql: Deps['sql'], userId: string) =>
  hitRateLimit(sql, { key: `profile-update:${userId}`, ...profileUpdateLimit });

export function profileRoutes({ sql, auth, profiles, now }: Deps) {
  /** Each cached profile's JSON, written once: a cached read sends it as it is (docs/benchmarks.md, issue 32). */
  const profileJson = new WeakMap<UserView, string>();
  const jsonOf = (view: UserView) => {
    let json = profileJson.get(view);
    if (json === undefined) {
      json = JSON.stringify(view);
      profileJson.set(view, json);
    }
    return json;
  };

  return new Elysia()
    .get(
      '/api/users/profile',
      async ({ request }) => {
        const { userId } = await auth.requireUser(request);
        return dataJsonText<UserView>(jsonOf(await profiles.read(userId, () => loadUserView(sql, userId))));
      },
      { detail: { summary: 'The signed-in user (up to a second old for changes made by another process)' } },
    )
    .put(
      '/api/users/profile',
      async ({ request, body }) => {
        const { userId } = await auth.requireUser(request);
        await limitProfileUpdates(sql, userId);
        const user = await transaction(sql, async (tx) => {
          await updateProfile(tx, { userId, changes: body });
          return loadUserView(tx, userId);
        });
        return { data: user };
      },
      {
        body: ProfileBody,
        detail: { summary: 'Change profile fields (name, username, avatar); 10 changes a minute, then 429' },
      },
    )
    .put(
      '/api/users/language',
      async ({ request, body }) => {
        const { userId } = await auth.requireUser(request);
        const user = await transaction(sql, async (tx) => {
          await setLanguage(tx, { userId, language: body.language });
          return loadUserView(tx, userId);
        });
        return { data: user };
      },
      {
        body: LanguageBody,
        detail: { summary: "The player's interface language (en, es, fr, de, zh), decision 0036" },
      },
    )
    .get(
      '/api/users/profile/overview',
      async ({ request }) => {
        const { userId } = await auth.requireUser(request);
        const overview = await loadProfileOverview(sql, userId, now());
        if (!overview) throw new AppError('USER_NOT_FOUND', 'User data not found');
        return { data: overview };
      },
      { detail: { summary: 'Rank, level within its tier, weekly/monthly/referral earnings and goals' } },
    )
    .post(
      '/api/users/profile/avatar',
      async ({ request, body }) => {
        const { userId } = await auth.requireUser(request);
        const file = body.avatar instanceof Blob && body.avatar.size > 0 ? body.avatar : null;
        if (!file) throw new AppError('VALIDATION_ERROR', 'Please select an image file');
        if (file.size > avatarMaxBytes)
          throw new AppError('VALIDATION_ERROR', `The image must be at most ${avatarMaxBytes / 1024} KB`);
        await limitProfileUpdates(sql, userId);
        const bytes = new Uint8Array(await file.arrayBuffer());
        const user = await transaction(sql, async (tx) => {
          await saveAvatar(tx, userId, bytes);
          return loadUserView(tx, userId);
        });
        return { data: user };
      },
      {
        body: AvatarBody,
        detail: { summary: 'Upload an avatar (multipart field avatar: PNG, JPEG or WebP, at most 400 x 400, 256 KB)' },
      },
    )
    .delete(
      '/api/users/profile/avatar',
      async ({ request }) => {
        const { userId } = await auth.requireUser(request);
        await limitProfileUpdates(sql, userId);
        const user = await transaction(sql, async (tx) => {
          await removeAvatar(tx, userId);
          return loadUserView(tx, userId);
        });
        return { data: user };
      },
      { detail: { summary: 'Remove the uploaded avatar (the Telegram photo shows again)' } },
    )
    .get(
      '/api/users/:id/avatar',
      async ({ params }) => {
        const avatar = await readAvatar(sql, params.id);
        const reply: Reply<Uint8Array, 'image/*'> = new Response(avatar.bytes as Uint8Array<ArrayBuffer>, {
          headers: {
            'content-type': avatar.contentType,
            // The URL carries the upload's version: a new upload is a new URL.
            'cache-control': 'public, max-age=31536000, immutable',
            'x-content-type-options': 'nosniff',
            'content-security-policy': "default-src 'none'",
          },
        });
        return reply;
      },
      { params: UserParams, detail: { summary: "A player's uploaded avatar (public, by user id)" } },
    )
    .get(
      '/api/users/notification-preferences',
      async ({ request }) => {
        const { userId } = await auth.requireUser(request);
        return { data: await readNotificationPreferences(sql, userId) };
      },
      { detail: { summary: 'Which notification groups the player receives, and whether on Telegram too' } },
    )
    .put(
      '/api/users/notification-preferences',
      async ({ request, body }) => {
        const { userId } = await auth.requireUser(request);
        return { data: await transaction(sql, (tx) => saveNotificationPreferences(tx, userId, body)) };
      },
      { body: PreferencesBody, detail: { summary: 'Mute or unmute notification groups; Telegram delivery on or off' } },
    );
}
