import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from '@casino/server-kit';
import { startStudio } from './test-support/studio-test-app.ts';
import { STUDIO_ADDRESS_SECRETS } from './log-redaction.ts';

describe('redactUrl', () => {
  it.each([
    [
      '/studio/play/mighty-valhalla?mode=real&token=t1&lang=de',
      `/studio/play/mighty-valhalla?mode=real&token=${REDACTED}&lang=de`,
    ],
    ['/studio/api/sessions/s1/spin', `/studio/api/sessions/${REDACTED}/spin`],
    ['/studio/api/sessions', '/studio/api/sessions'],
    ['/studio/play/mighty-valhalla?mode=demo&lang=fr', '/studio/play/mighty-valhalla?mode=demo&lang=fr'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url, STUDIO_ADDRESS_SECRETS)).toBe(logged);
  });
});

describe('access logs of the studio', () => {
  it('never hold a launch token or a game session id', async () => {
    const lines: string[] = [];
    const studio = await startStudio('http://platform.test', undefined, {
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    const token = randomBytes(32).toString('base64url');
    const sessionId = randomBytes(16).toString('hex');
    for (const url of [
      `/studio/play/mighty-valhalla?mode=real&token=${token}&lang=de`,
      `/studio/api/sessions/${sessionId}/seeds`,
      `/studio/api/sessions/${sessionId}/rounds?gameId=mighty-valhalla`,
    ])
      await studio.app.inject(url);
    await studio.app.inject({
      method: 'POST',
      url: `/studio/api/sessions/${sessionId}/spin`,
      payload: { bet: 10 },
    });
    await studio.app.close();

    const requestLines = lines.filter((line) => line.includes('"incoming request"'));
    expect(requestLines).toHaveLength(4);
    for (const line of requestLines) expect(line).toContain(REDACTED);
    expect(lines.filter((line) => line.includes(token) || line.includes(sessionId))).toEqual([]);
  });
});
