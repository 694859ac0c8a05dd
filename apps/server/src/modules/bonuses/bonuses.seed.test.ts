import { describe, expect, it } from 'vitest';
import { LANGUAGES, PLAYER_CURRENCIES } from '@casino/rules';
import { BONUS_TRIGGER_KINDS, campaignInputSchema } from '@casino/contracts';
import { campaignSeed } from './bonuses.seed.ts';

describe('the demo campaigns', () => {
  const seed = campaignSeed();

  it('are each a campaign staff could have sent, with texts in every language', () => {
    for (const campaign of seed) {
      const parsed = campaignInputSchema.safeParse(campaign);
      expect(parsed.success, `${campaign.slug}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      for (const language of LANGUAGES) expect(campaign.texts[language].title).not.toBe('');
    }
  });

  it('cover every trigger kind of §3', () => {
    expect(new Set(seed.map((campaign) => campaign.trigger.kind))).toEqual(new Set(BONUS_TRIGGER_KINDS));
  });

  it('give every currency exactly one welcome offer: §1’s, and 350% up to 57,500 RON for RON', () => {
    const welcomes = seed.filter((campaign) => campaign.welcome);
    for (const currency of PLAYER_CURRENCIES)
      expect(welcomes.filter((campaign) => campaign.currencies.includes(currency))).toHaveLength(1);
    const [euro] = welcomes.filter((campaign) => campaign.currencies.includes('EUR'));
    expect(euro?.terms.money).toMatchObject({ percent: 200, max: { EUR: 100_000 } });
    expect(euro?.terms.freeSpins?.count).toBe(300);
    const [lei] = welcomes.filter((campaign) => campaign.currencies.includes('RON'));
    expect(lei?.terms.money).toMatchObject({ percent: 350, max: { RON: 5_750_000 } });
  });
});
