// Rendered pages' own per-client budget (System Settings > API > pageRateLimit pages a minute,
// decision 0048): each page costs the server 16 to 36 ms of CPU, so pages are counted apart from
// API requests, in this process's memory like them. Static files (hashed assets, the icons) cost a
// file read and are not counted. The refusal is a small page, since a browser shows it.

/** Paths the server renders with React: every GET outside the API and the static files. */
export const isRenderedPage = (request: Request, path: string) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  path !== '/api' &&
  !path.startsWith('/api/') &&
  !path.startsWith('/assets/') &&
  path !== '/favicon.svg' &&
  path !== '/tonconnect-icon.png';

export const tooManyPages = (retryAfterSeconds: number) =>
  new Response(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many pages</title></head>' +
      '<body style="font-family:system-ui,sans-serif;background:#0a0f1d;color:#e8edf7;display:flex;min-height:100vh;align-items:center;justify-content:center;margin:0">' +
      `<main style="text-align:center;padding:24px;max-width:360px"><h1>Slow down a little</h1><p>Too many pages were opened from your connection. Please try again in ${retryAfterSeconds} seconds.</p>` +
      '<a href="" style="display:inline-flex;align-items:center;min-height:44px;padding:0 16px;border-radius:12px;background:#00BFFF;color:#0a0f1d;font-weight:600;text-decoration:none">Try Again</a></main></body></html>',
    {
      status: 429,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': String(retryAfterSeconds),
      },
    },
  );
