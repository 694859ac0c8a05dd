import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BonusAccount } from '@casino/contracts';
import { MANY_REGISTRATIONS, call, registerPlayer, type TestSession } from '../../test/test-accounts.ts';
import { databaseKinds, useTestApp } from '../../test/test-platform.ts';
import { startFakeStudio, untilCatalogueImported } from '../games/games.test-support.ts';
import { bonusSteps, depositCampaign } from './bonuses.test-support.ts';

const studio = await startFakeStudio();
afterAll(() => studio.close());

describe.each(databaseKinds)('the bonus account on %s', (kind) => {
  const test = useTestApp(kind, { config: { ...MANY_REGISTRATIONS, STUDIO_URL: studio.url } });
  const { campaign, pauseRunning, deposit } = bonusSteps(test);
  beforeAll(() => untilCatalogueImported(test.app));
  afterEach(pauseRunning);

  async function bonusAccount(player: TestSession): Promise<BonusAccount> {
    const response = await call(test.app, player, 'GET', '/api/wallet/bonus-account');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BonusAccount>();
  }

  it("lists the games the active bonus's wagering counts on, and none without a bonus", async () => {
    const base = depositCampaign();
    // Fruit Lines counts nothing under this campaign; Dragon Buy and Ember Dice never count towards wagering.
    await campaign(
      depositCampaign({
        terms: {
          ...base.terms,
          contributions: {
            ...base.terms.contributions,
            byGame: [{ provider: 'lumen-studio', gameId: 'fruit-lines', percent: 0 }],
          },
        },
      }),
    );
    const player = await registerPlayer(test.app);
    expect((await bonusAccount(player)).wager.bonus.wageringGames).toEqual([]);

    await deposit(player, 2_000);
    const account = await bonusAccount(player);
    expect(account.balance).toBe(2_000);
    expect(account.wager.bonus.wageringGames.map((game) => game.id).sort()).toEqual([
      'ember-megaways',
      'jungle-drops',
      'mighty-valhalla',
    ]);
  });
});
