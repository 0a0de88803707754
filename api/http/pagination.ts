import * as v from 'valibot';

/** `?limit=&cursor=` of every list: limit defaults per list, at most 100. */
export const listQuery = (defaultLimit: number) =>
  v.object({
    limit: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,3}$/, 'limit must be a number from 1 to 100'),
        v.transform(Number),
        v.minValue(1, 'limit must be a number from 1 to 100'),
        v.maxValue(100, 'limit must be a number from 1 to 100'),
      ),
      String(defaultLimit),
    ),
    cursor: v.optional(v.pipe(v.string(), v.maxLength(100, 'Invalid cursor'))),
    type: v.optional(v.pipe(v.string(), v.maxLength(40))),
  });
