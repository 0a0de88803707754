import * as v from 'valibot';

/** A dispute's reason (the player's) or a rejection's (the admin's): 3 to 500 characters. */
export const reasonText = (required: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.minLength(3, required),
    v.maxLength(500, 'The reason is too long (500 characters at most)'),
  );
