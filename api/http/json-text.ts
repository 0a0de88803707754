/** A 200 reply `{"data": ...}` whose data is JSON text a use case already wrote (decision 0044). */
export function dataJsonText(data: string): Response {
  return new Response(`{"data":${data}}`, { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
