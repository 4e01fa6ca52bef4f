/**
 * A request URL as it may be logged: the path and the names of its query parameters, never their
 * values (a client may send a key as `?api_key=…`). `/a?limit=5&api_key=x` → `/a?limit&api_key`.
 */
export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const names = new Set(new URLSearchParams(url.slice(query + 1)).keys());
  return `${url.slice(0, query)}?${[...names].join('&')}`;
}
