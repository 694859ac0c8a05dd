import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import type { GameList } from '@casino/contracts';
import { en as studioText } from '../apps/studio/src/client/i18n/en.ts';
import { en as blackjackText } from '../apps/studio/src/client/blackjack/messages/en.ts';
import { en as rouletteText } from '../apps/studio/src/client/roulette/messages/en.ts';
import { expectNoSeriousA11yViolations, gotoApp, screenshot } from './helpers.ts';

/**
 * The table and instant games on the production build, each played in demo mode from its lobby category: a
 * roulette spin with three bets, a blackjack hand with a split, and a mines board cashed out. Each table is
 * scanned with axe while it is played.
 */

test.use({ serviceWorkers: 'block' });

/** The first game with a demo in a lobby category, opened from the category page in demo mode. */
async function openDemoFrom(page: Page, category: string): Promise<FrameLocator> {
  const response = await page.request.get(`/api/games?category=${category}&pageSize=15`);
  expect(response.status()).toBe(200);
  const game = ((await response.json()) as GameList).games.find((candidate) => candidate.hasDemo);
  if (!game) throw new Error(`no ${category} game with a demo`);
  await gotoApp(page, `/games/${category}`);
  await page.getByRole('link', { name: game.name, exact: true }).first().click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/game/${game.id}/demo`);
  const frame = page.frameLocator(`iframe[title="${game.name}"]`);
  await expect(frame.getByRole('heading', { name: game.name, level: 1 })).toBeVisible({ timeout: 20_000 });
  // The intro shows the exact return before play.
  await expect(frame.getByText(studioText.rtp, { exact: true }).first()).toBeVisible();
  await frame.getByRole('button', { name: studioText.play, exact: true }).click();
  return frame;
}

test('a guest spins European roulette with three bets in demo mode', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const frame = await openDemoFrom(page, 'roulette');
  await frame.getByRole('button', { name: /^Chip of .*1[.,]00/ }).first().click();
  const numbers = frame.getByRole('group', { name: rouletteText.numbersLabel });
  await numbers.getByRole('button', { name: '17 black', exact: true }).click();
  await frame.getByRole('button', { name: rouletteText.kindRed, exact: true }).click();
  await frame.getByRole('button', { name: rouletteText.kindOdd, exact: true }).click();
  await expect(frame.getByTestId('total-bet')).toContainText('3.00');
  await expectNoSeriousA11yViolations(page, testInfo, 'roulette table');

  await frame.getByRole('button', { name: studioText.spin, exact: true }).click();
  await expect(frame.getByTestId('roulette-result')).toHaveText(/\d/, { timeout: 15_000 });
  await expect(frame.getByTestId('last-results').getByRole('listitem')).toHaveCount(1);
  await screenshot(page, testInfo, 'roulette-after-spin');
});

test('a guest plays blackjack hands in demo mode until a pair comes, and splits it', async ({ page }, testInfo) => {
  // A pair is dealt about one hand in fourteen; without animations a hand takes a moment.
  test.setTimeout(240_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const frame = await openDemoFrom(page, 'blackjack');
  const deal = frame.getByRole('button', { name: blackjackText.deal, exact: true });
  const moves = frame.getByRole('group', { name: blackjackText.actions });
  const move = (name: string) => moves.getByRole('button', { name: new RegExp(`^${name}`) });
  /** Waits for the server's answer: the hand waits for a decision, or it is over and Deal is offered again. */
  const answered = async (): Promise<'decide' | 'over'> => {
    let state: 'decide' | 'over' | 'wait' = 'wait';
    await expect
      .poll(async () => {
        state = (await moves.isVisible())
          ? 'decide'
          : (await deal.isVisible()) && (await deal.isEnabled())
            ? 'over'
            : 'wait';
        return state;
      })
      .not.toBe('wait');
    return state;
  };
  const standToTheEnd = async () => {
    while ((await answered()) === 'decide') {
      if (await move(blackjackText.insuranceNo).isVisible()) await move(blackjackText.insuranceNo).click();
      else await move(blackjackText.stand).click();
    }
  };

  let split = false;
  for (let hand = 0; hand < 150 && !split; hand += 1) {
    await deal.click();
    if ((await answered()) === 'decide' && (await move(blackjackText.insuranceNo).isVisible())) {
      await move(blackjackText.insuranceNo).click();
      await answered();
    }
    if (hand === 0 && (await moves.isVisible())) {
      await expectNoSeriousA11yViolations(page, testInfo, 'blackjack table');
    }
    if ((await moves.isVisible()) && (await move(blackjackText.split).isVisible())) {
      await move(blackjackText.split).click();
      await expect(frame.getByTestId('hand-1')).toBeVisible();
      split = true;
    }
    await standToTheEnd();
  }
  expect(split, 'a pair was dealt and split').toBe(true);
  await expect(frame.getByTestId('hand-0-result')).toBeVisible();
  await expect(frame.getByTestId('hand-1-result')).toBeVisible();
  await screenshot(page, testInfo, 'blackjack-after-split');
});
