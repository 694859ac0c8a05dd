import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { en as studioText } from '../apps/studio/src/client/i18n/en.ts';
import { en as liveText } from '../apps/studio/src/client/live/messages/en.ts';
import { expectNoSeriousA11yViolations, gotoApp, screenshot } from './helpers.ts';

/**
 * A live-format table on the production build: two players at Roulette Hall follow the same round; one places a
 * bet and the other sees it on the table's spots; both see the same result. Demo mode, the table's real schedule.
 */

test.use({ serviceWorkers: 'block' });

async function openTable(page: Page): Promise<FrameLocator> {
  await gotoApp(page, '/game/roulette-hall/demo');
  const frame = page.frameLocator('iframe[title="Roulette Hall"]');
  await expect(frame.getByRole('heading', { name: 'Roulette Hall', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await frame.getByRole('button', { name: studioText.play, exact: true }).click();
  await expect(frame.getByText(liveText.liveFormat)).toBeVisible();
  return frame;
}

test('two players at a live roulette table see one round: a bet of one is on the other’s table, and one result', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const other = await browser.newContext({ viewport: testInfo.project.use.viewport ?? null });
  const watcherPage = await other.newPage();
  try {
    const [player, watcher] = [await openTable(page), await openTable(watcherPage)];
    const status = player.getByTestId('live-status');
    // Bet early in a betting window.
    await expect(status).toHaveText(/^Place your bets: ([4-9]|\d\d) s$/, { timeout: 60_000 });
    await player.getByRole('button', { name: /^Red/ }).first().click();
    await player.getByTestId('place-bets').click();
    await expect(player.getByTestId('place-bets')).toHaveText(/^Your bets are in: /);
    // The other player sees the bet on the table's spots.
    await expect(watcher.getByTestId('table-bets').getByText('Red')).toBeVisible({ timeout: 15_000 });
    await expect(watcher.getByTestId('table-players')).toHaveText(/Players at the table: [2-9]/);
    // Both see the same number; the player is told how the bet did.
    await expect(status).toHaveText(/^\d+ (red|black|green)\. (You won .+|No win this round)$/, {
      timeout: 40_000,
    });
    const number = /^(\d+)/.exec((await status.textContent()) ?? '')?.[1];
    await expect(watcher.getByTestId('live-status')).toHaveText(new RegExp(`^${number} (red|black|green)$`));
    await expect(player.getByTestId('live-fairness').getByText(liveText.verified)).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'live roulette after a round');
    await screenshot(page, testInfo, 'live-roulette-result');
  } finally {
    await other.close();
  }
});

test('the live casino landing lists the live tables with their next rounds and leads into one', async ({
  page,
}, testInfo) => {
  await gotoApp(page, '/live_casino');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Live-format tables: one round for every player' }),
  ).toBeVisible();
  const tables = page.getByTestId('live-table');
  await expect(tables).toHaveCount(3, { timeout: 15_000 });
  await expect(tables.first().getByTestId('round-clock')).toHaveText(
    /^(Bets open: \d+ s left|Next round in \d+ s)$/,
  );
  await expectNoSeriousA11yViolations(page, testInfo, 'live casino landing');
  await screenshot(page, testInfo, 'live-casino-landing');
  await page.getByRole('link', { name: 'Try it free Roulette Hall', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/game/roulette-hall/demo');
  const frame = page.frameLocator('iframe[title="Roulette Hall"]');
  await expect(frame.getByRole('heading', { name: 'Roulette Hall', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
});
