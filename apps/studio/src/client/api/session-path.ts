/** The path of a session's play endpoint. */
export function sessionPath(sessionId: string, action: string): string {
  return `/studio/api/sessions/${encodeURIComponent(sessionId)}/${action}`;
}
