import { describe, expect, it } from 'vitest';
import type { Profile } from '@casino/contracts';
import { COMPLETE_PROFILE } from '../payments/payments.test-support.ts';
import { MANY_REGISTRATIONS, call, registerPlayer } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';

describe.each(databaseKinds)('profile country on %s', (kind) => {
  const test = useTestApp(kind, { config: { ...MANY_REGISTRATIONS, BLOCKED_COUNTRIES: 'FR' } });

  it('refuses a blocked country with 403 country_blocked and saves nothing of the form', async () => {
    const player = await registerPlayer(test.app, { country: 'DE' });
    const save = (country: string) =>
      call(test.app, player, 'PUT', '/api/me/profile', { ...COMPLETE_PROFILE, city: 'Paris', country });
    const readProfile = async () => (await call(test.app, player, 'GET', '/api/me/profile')).json<Profile>();

    const refused = await save('FR');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'country_blocked' } });
    expect(await readProfile()).toMatchObject({ country: 'DE', city: '', firstName: '' });

    const saved = await save('DE');
    expect(saved.statusCode).toBe(200);
    expect(await readProfile()).toMatchObject({ country: 'DE', city: 'Paris', firstName: 'Anna' });
  });
});
