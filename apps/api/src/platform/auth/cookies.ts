import type { FastifyReply, FastifyRequest } from 'fastify';

/** The value of one cookie the browser sent, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export interface CookieOptions {
  /** Only requests under this path carry it back. */
  path: string;
  /** 0 deletes it. */
  maxAgeSeconds: number;
  sameSite: 'Lax' | 'Strict';
  /** Sent back over HTTPS only (set when the site is served over HTTPS). */
  secure: boolean;
}

/**
 * Sets an HttpOnly cookie: the page's scripts never read it, so a script injected into a page cannot
 * take it elsewhere either.
 */
export function setHttpOnlyCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  { path, maxAgeSeconds, sameSite, secure }: CookieOptions,
): void {
  reply.header(
    'set-cookie',
    `${name}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=${sameSite}${secure ? '; Secure' : ''}`,
  );
}
