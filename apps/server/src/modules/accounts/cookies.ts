import type { FastifyReply } from 'fastify';
import type { IssuedSession } from './sessions.ts';

export const SESSION_COOKIE = 'session';
export const CSRF_COOKIE = 'csrf_token';

/**
 * The session token lives only in an httpOnly cookie (script cannot read it); the CSRF token sits in a
 * readable, Strict cookie so that the app can echo it in `x-csrf-token`.
 */
export function setSessionCookies(reply: FastifyReply, issued: IssuedSession, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, issued.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: issued.expiresAt,
  });
  reply.setCookie(CSRF_COOKIE, issued.csrfToken, {
    httpOnly: false,
    sameSite: 'strict',
    secure,
    path: '/',
    expires: issued.expiresAt,
  });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  reply.clearCookie(CSRF_COOKIE, { httpOnly: false, sameSite: 'strict', secure, path: '/' });
}
