import { transaction } from '../../db/connection.ts';
import { Elysia } from 'elysia';
import * as v from 'valibot';
import { updateProfile } from '../../domain/profile/update-profile.ts';
import { loadUserView } from '../../domain/identity/user-view.ts';
import { DisplayName } from '../../domain/identity/display-name.ts';
import type { Deps } from '../http/deps.ts';
import { languages } from '../../domain/identity/languages.ts';
import { setLanguage } from '../../domain/profile/set-language.ts';

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

export function profileRoutes({ sql, auth, profiles }: Deps) {
  return new Elysia()
    .get(
      '/api/users/profile',
      async ({ request }) => {
        const { userId } = await auth.requireUser(request);
        return { data: await profiles.read(userId, () => loadUserView(sql, userId)) };
      },
      { detail: { summary: 'The signed-in user (up to a second old for changes made by another process)' } },
    )
    .put(
      '/api/users/profile',
      async ({ request, body }) => {
        const { userId } = await auth.requireUser(request);
        const user = await transaction(sql, async (tx) => {
          await updateProfile(tx, { userId, changes: body });
          return loadUserView(tx, userId);
        });
        return { data: user };
      },
      { body: ProfileBody, detail: { summary: 'Change profile fields (name, username, avatar)' } },
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
    );
}
