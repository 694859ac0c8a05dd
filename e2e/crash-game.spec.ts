import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { en as studioText } from '../apps/studio/src/client/i18n/en.ts';
import { en as jetText } from '../apps/studio/src/client/crash/messages/en.ts';
import { expectNoSeriousA11yViolations, gotoApp, screenshot } from './helpers.ts';

/**
 * Jet, the shared crash table, on the production build: two players at the same table see the same round; one
 * bets and cashes out, and the other sees the bet and the cash-out in the round's list. Demo mode, real pace.
 */

test.use({ serviceWorkers: 'block' });

async function openJet(page: Page): Promise<FrameLocator> {
  await gotoApp(page, '/game/jet/demo');
  const frame = page.frameLocator('iframe[title="Jet"]');
  await expect(frame.getByRole('heading', { name: 'Jet', level: 1 })).toBeVisible({ timeout: 20_000 });
  // The intro shows the exact return before play.
  await expect(frame.getByText(studioText.rtp, { exact: true }).first()).toBeVisible();
  await frame.getByRole('button', { name: studioText.play, exact: true }).click();
  await expect(frame.getByRole('figure', { name: jetText.flightLabel })).toBeVisible();
  return frame;
}

test('two players follow one round of Jet: one cashes out and the other sees it in the live list', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(420_000);
  const other = await browser.newContext({ viewport: testInfo.project.use.viewport ?? null });
  const watcherPage = await other.newPage();
  try {
    const [player, watcher] = [await openJet(page), await openJet(watcherPage)];
    const firstBet = player.getByRole('region', { name: 'Bet 1' });
    const cashOut = firstBet.getByRole('button', { name: /^Cash out/ });
    const status = firstBet.getByTestId('crash-bet-status');
    // A round may crash before the cash-out is pressed (a crash point near 1.00×): the bet then goes again.
    for (let attempt = 1; ; attempt += 1) {
      // Bet early in a betting window (a round in flight may take a while to end: crash points have a long tail).
      await expect(player.getByTestId('crash-phase')).toHaveText(/^Place your bets: ([3-9]|\d\d) s$/, {
        timeout: 120_000,
      });
      await firstBet.getByRole('button', { name: /^Bet / }).click();
      // The other player sees the bet (the other width's test may be at the table too: at least one).
      await expect(watcher.getByTestId('crash-live-bets').getByRole('rowheader').first()).toHaveText(
        /^\*\*\*.{4}$/,
        { timeout: 15_000 },
      );
      await expect(cashOut).toBeEnabled({ timeout: 20_000 });
      await cashOut.click().catch(() => undefined);
      await expect(status).toHaveText(/^(Cashed out at .+|Lost)$/, { timeout: 120_000 });
      if ((await status.textContent())?.startsWith('Cashed out') || attempt === 3) break;
    }
    await expectNoSeriousA11yViolations(page, testInfo, 'jet after a round');
    const cashedOut = (await status.textContent()) ?? '';
    const multiplier = /at ([\d.,]+×)/.exec(cashedOut)?.[1] ?? '';
    expect(multiplier).not.toBe('');
    // The other player sees the bet cashed out at that multiplier, under a masked name.
    const row = watcher.getByTestId('crash-live-bets').getByRole('row').filter({ hasText: multiplier });
    await expect(row.first().getByRole('rowheader')).toHaveText(/^\*\*\*.{4}$/);
    await screenshot(page, testInfo, 'jet-cashed-out');
    await screenshot(watcherPage, testInfo, 'jet-watcher');
  } finally {
    await other.close();
  }
});

test('the aviator landing presents Jet and leads into it', async ({ page }, testInfo) => {
  await gotoApp(page, '/aviator');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Jet: cash out before it flies away' }),
  ).toBeVisible();
  await expect(page.getByText('97.00 % return to player for every cash-out target')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'aviator landing');
  await screenshot(page, testInfo, 'aviator-landing');
  await page.getByRole('link', { name: 'Try it free' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/game/jet/demo');
  const frame = page.frameLocator('iframe[title="Jet"]');
  await expect(frame.getByRole('heading', { name: 'Jet', level: 1 })).toBeVisible({ timeout: 20_000 });
});
