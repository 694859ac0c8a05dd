import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import type { GameList } from '@casino/contracts';
import { en as studioText } from '../apps/studio/src/client/i18n/en.ts';
import { en as blackjackText } from '../apps/studio/src/client/blackjack/messages/en.ts';
import { en as minesText } from '../apps/studio/src/client/mines/messages/en.ts';
import { en as rouletteText } from '../apps/studio/src/client/roulette/messages/en.ts';
import { expectNoSeriousA11yViolations, gotoApp, screenshot } from './helpers.ts';

/**
 * The table and instant games on the production build, each played in demo mode from its lobby category: a
 * roulette spin with three bets, a blackjack hand with a split, and a mines board cashed out. Each table is
 * scanned with axe while it is played.
 */

test.use({ serviceWorkers: 'block' });

/** The first game with a demo in a lobby category (of a type), opened from the category page in demo mode. */
async function openDemoFrom(page: Page, category: string, type?: string): Promise<FrameLocator> {
  const response = await page.request.get(`/api/games?category=${category}&pageSize=60`);
  expect(response.status()).toBe(200);
  const game = ((await response.json()) as GameList).games.find(
    (candidate) => candidate.hasDemo && (type === undefined || candidate.type === type),
  );
  if (!game) throw new Error(`no ${category} game with a demo`);
  if (type === undefined) {
    await gotoApp(page, `/games/${category}`);
    await page.getByRole('link', { name: game.name, exact: true }).first().click();
  } else {
    await gotoApp(page, `/game/${game.id}/demo`);
  }
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
  await frame
    .getByRole('button', { name: /^Chip of .*1[.,]00/ })
    .first()
    .click();
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

test('a guest plays blackjack hands in demo mode until a pair comes, and splits it', async ({
  page,
}, testInfo) => {
  // A pair is dealt about one hand in fourteen; without animations a hand takes a moment.
  test.setTimeout(240_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const frame = await openDemoFrom(page, 'blackjack');
  const deal = frame.getByRole('button', { name: blackjackText.deal, exact: true });
  const moves = frame.getByRole('group', { name: blackjackText.actions });
  const move = (name: string) => moves.getByRole('button', { name: new RegExp(`^${name}`) });
  const status = frame.getByTestId('blackjack-status');
  /** Presses a button and waits for the table to show the server's answer. */
  const press = async (button: Locator) => {
    const before = (await status.textContent()) ?? '';
    const answered = page.waitForResponse((response) =>
      /\/blackjack(\/action)?$/.test(new URL(response.url()).pathname),
    );
    await button.click();
    await answered;
    await expect(status).not.toHaveText(before);
    await expect(moves.or(deal)).toBeVisible();
  };
  /** Declines insurance and stands on every hand until the round is over. */
  const standToTheEnd = async () => {
    while (await moves.isVisible()) {
      const insurance = move(blackjackText.insuranceNo);
      await press((await insurance.isVisible()) ? insurance : move(blackjackText.stand));
    }
  };

  let split = false;
  for (let hand = 0; hand < 150 && !split; hand += 1) {
    await press(deal);
    if (await move(blackjackText.insuranceNo).isVisible()) await press(move(blackjackText.insuranceNo));
    if (hand === 0 && (await moves.isVisible())) {
      await expectNoSeriousA11yViolations(page, testInfo, 'blackjack table');
    }
    if ((await moves.isVisible()) && (await move(blackjackText.split).isVisible())) {
      await press(move(blackjackText.split));
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

test('a guest plays a mines board in demo mode and cashes out after a gem', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const frame = await openDemoFrom(page, 'instant_games', 'mines');
  await expect(frame.getByRole('group', { name: minesText.boardLabel })).toBeVisible();
  // One mine in 25: a first pick is safe 24 times in 25; a board lost to it is simply started again.
  await frame.getByRole('button', { name: minesText.fewerMines }).click();
  await frame.getByRole('button', { name: minesText.fewerMines }).click();
  await expect(frame.getByTestId('mines-count')).toHaveText('1');
  const board = frame.getByRole('group', { name: minesText.boardLabel });
  const status = frame.getByTestId('mines-status');
  let cashed = false;
  for (let attempt = 0; attempt < 5 && !cashed; attempt += 1) {
    await frame.getByRole('button', { name: minesText.start, exact: true }).click();
    await expect(status).toHaveText(minesText.pickCell);
    if (attempt === 0) await expectNoSeriousA11yViolations(page, testInfo, 'mines board');
    await board
      .getByRole('button', { name: /: hidden$/ })
      .first()
      .click();
    await expect(status).not.toHaveText(minesText.pickCell);
    if ((await status.textContent())?.startsWith(minesText.lost)) continue;
    await frame.getByRole('button', { name: /^Cash out/ }).click();
    await expect(status).toContainText('you win');
    cashed = true;
  }
  expect(cashed, 'a board was cashed out').toBe(true);
  await expect(board.getByRole('button', { name: /: mine$/ })).toHaveCount(1);
  await screenshot(page, testInfo, 'mines-cashed-out');
});
