/**
 * A Response that says what it holds, for the OpenAPI description (decision 0076): the reply
 * schemas are written from the handlers' return types (scripts/openapi-replies.ts), and a plain
 * Response would hide its body. `replyBody` and `replyType` exist only in the type: nothing is
 * added, built or checked at run time. A `Reply<never>` is no 2xx reply (a 503 already described
 * with the errors).
 */
export type Reply<Body, Media extends string = 'application/json'> = Response & {
  readonly replyBody?: Body;
  readonly replyType?: Media;
};

/** A file to download, streamed as it is built: an export (CSV, or JSON in the import format). */
export const attachment = <Body = never, Media extends string = 'text/csv'>(
  body: BodyInit,
  fileName: string,
  media: Media,
): Reply<Body, Media> =>
  new Response(body, {
    headers: { 'content-type': `${media}; charset=utf-8`, 'content-disposition': `attachment; filename="${fileName}"` },
  });
