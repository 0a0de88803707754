import type { Reply } from './reply.ts';

/** A 200 reply `{"data": ...}` whose data is JSON text a use case already wrote (decision 0044), of type `Data`. */
export function dataJsonText<Data>(data: string): Reply<{ data: Data }> {
  return new Response(`{"data":${data}}`, { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
