/** Server paths that are no page: the API and the uploaded files. */
const NOT_PAGES = ['/api', '/files'];

/** Control characters and backslashes: browsers read "/\evil.example" as another host. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/**
 * The path (with query and hash) of one of CareNet's own pages, or null. `raw` is a path on this site
 * ("/donationRequest/1") or an absolute address on PUBLIC_URL's origin. Anything that could take a
 * visitor elsewhere is refused: another host or scheme (javascript:, data:), a protocol-relative
 * "//host", credentials in the address, and paths the resolving page could mistake for a host.
 * Pure: the site's origin is passed in.
 */
export function ownPagePath(raw: string, publicUrl: string): string | null {
  if (UNSAFE_CHARACTERS.test(raw)) return null;
  const site = new URL(publicUrl);
  const relative = raw.startsWith('/');
  if (relative && raw.startsWith('//')) return null;
  let target: URL;
  try {
    target = relative ? new URL(raw, site) : new URL(raw);
  } catch {
    return null;
  }
  if (target.origin !== site.origin || target.username || target.password) return null;
  const path = `${target.pathname}${target.search}${target.hash}`;
  // Dot segments can fold "/..//host" into "//host".
  if (path.startsWith('//')) return null;
  if (NOT_PAGES.some((prefix) => target.pathname === prefix || target.pathname.startsWith(`${prefix}/`)))
    return null;
  return path;
}
