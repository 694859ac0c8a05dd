import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import type { GameList, ShortBalance, TransactionPage } from '@casino/contracts';
import enAccount from '../apps/web/src/locales/en/account.json' with { type: 'json' };
import enGames from '../apps/web/src/locales/en/games.json' with { type: 'json' };
import enModals from '../apps/web/src/locales/en/modals.json' with { type: 'json' };
import { en as studioText } from '../apps/studio/src/client/i18n/en.ts';
import { en as fairnessText } from '../apps/studio/src/client/fairness/i18n/en.ts';
import { depositByCrypto } from './api-steps.ts';
import { AUTH_TEXTS, signUp, uniqueEmail } from './auth-steps.ts';
import { EN, expectNoSeriousA11yViolations, gotoApp, screenshot } from './helpers.ts';

/**
 * Games from the in-house studio on the production build: the platform imports the studio's catalogue, frames
 * its game client from the studio's own origin and pays through the seamless wallet. A guest plays a slot in
 * demo mode; a player completes the profile the game asks for, plays it for real money and sees the balance
 * move, then finds the round in the game's history and verifies it in the browser after rotating the seed.
 */

const games = enGames.games;
const PASSWORD = 'Lumen#Play1';

test.use({ serviceWorkers: 'block' });

/** The first game of a type in the catalogue the platform imported. */
async function firstGameOf(page: Page, type: string): Promise<{ id: string; name: string }> {
  const response = await page.request.get('/api/games?category=slots&pageSize=60');
  expect(response.status()).toBe(200);
  const list = (await response.json()) as GameList;
  const game = list.games.find((candidate) => candidate.type === type);
  expect(game, `a ${type} game in the catalogue`).toBeTruthy();
  return { id: game?.id ?? '', name: game?.name ?? '' };
}

/** The game client inside the game page, once it has opened its session. */
async function openedGame(page: Page, name: string): Promise<FrameLocator> {
  const frame = page.frameLocator(`iframe[title="${name}"]`);
  await expect(frame.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 20_000 });
  return frame;
}

/** Presses Play on the intro (paytable, rules and RTP shown before play) and spins once. */
async function playOneSpin(frame: FrameLocator): Promise<void> {
  await expect(frame.getByText(studioText.rtp, { exact: true }).first()).toBeVisible();
  await frame.getByRole('button', { name: studioText.play, exact: true }).click();
  const spin = frame.getByRole('button', { name: studioText.spin, exact: true });
  await expect(spin).toBeEnabled();
  await spin.click();
  // The reels land and the Spin button is offered again (or the free spins the spin started take over).
  await expect(
    frame.getByRole('button', { name: new RegExp(`^(${studioText.spin}|${studioText.nextFreeSpin})$`) }),
  ).toBeEnabled({ timeout: 15_000 });
}

test('a guest opens a slot from the lobby and plays it in demo mode', async ({ page }, testInfo) => {
  const game = await firstGameOf(page, 'slot-lines');
  await gotoApp(page, '/games/slots');
  await page.getByRole('link', { name: game.name, exact: true }).first().click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/game/${game.id}/demo`);
  expect(new URL(page.url()).searchParams.get('name')).toBe(game.name.replace(/ /g, '-'));

  // The game says it is demo money; its intro shows the return and the paytable before play.
  const frame = await openedGame(page, game.name);
  await playOneSpin(frame);
  await expect(frame.getByText(studioText.demo, { exact: true }).first()).toBeVisible();

  // Demo rounds never reach the ledger but are in the game's history.
  await frame.getByRole('button', { name: studioText.history }).click();
  await expect(frame.getByRole('heading', { name: fairnessText.historyTitle })).toBeVisible();
  await expect(frame.getByRole('listitem')).not.toHaveCount(0);
  await screenshot(page, testInfo, 'game-demo-history');

  // Real money is for players: the toggle opens sign-up.
  await frame.getByRole('button', { name: fairnessText.close }).first().click();
  await page.getByRole('button', { name: games.page.modes.real }).click();
  await expect(page.getByRole('dialog', { name: EN.modalTitles.SIGNUP })).toBeVisible();
});

test('a player completes the profile the game needs, plays for real, then verifies the round', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const game = await firstGameOf(page, 'slot-lines');
  await gotoApp(page, '/');
  await signUp(page, AUTH_TEXTS.en, uniqueEmail('games'), PASSWORD);
  await depositByCrypto(page, baseURL ?? '', 5_000);
  await expect(page.getByTestId('player-balance')).toContainText('50.00');

  // §5: the game needs names and a date of birth; the modal's continue resumes the launch.
  await gotoApp(page, `/game/${game.id}`);
  const requirements = page.getByRole('dialog', { name: enModals.modals.titles.PROFILE_REQUIREMENTS_MODAL });
  await expect(requirements).toBeVisible();
  const profile = enAccount.account.profile;
  await requirements.getByLabel(profile.firstName).fill('Ada');
  await requirements.getByLabel(profile.surename).fill('Lovelace');
  await requirements.getByLabel(profile.day, { exact: true }).selectOption('10');
  await requirements.getByLabel(profile.month, { exact: true }).selectOption({ index: 12 });
  await requirements.getByLabel(profile.year, { exact: true }).selectOption('1990');
  await requirements.getByRole('button', { name: enAccount.account.requirements.continue }).click();
  await expect(requirements).toBeHidden();
  // The success toast sits over the game on a phone; a click on it would close it instead of playing.
  const saved = page.getByRole('button', { name: new RegExp(enAccount.account.toasts.profileUpdated) });
  await saved.click();
  await expect(saved).toBeHidden();

  const frame = await openedGame(page, game.name);
  const balance = page.getByTestId('game-balance');
  await expect(balance).toContainText('50.00');
  await playOneSpin(frame);
  // The stake left the ledger (and any win came back): the round's bet is in the game transactions, and the page's
  // balance follows the game's messages to the ledger's figure (a win equal to the stake leaves it at 50.00).
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/wallet/game-transactions')).json()) as TransactionPage).items
          .length,
    )
    .toBeGreaterThan(0);
  const { balanceMain } = (await (await page.request.get('/api/wallet/balance')).json()) as ShortBalance;
  await expect(balance).toContainText((balanceMain / 100).toFixed(2));
  await expectNoSeriousA11yViolations(page, testInfo, 'game page');
  await screenshot(page, testInfo, 'game-real-after-spin');

  // The round is in the history; its server seed is still secret, so it cannot be verified yet.
  await frame.getByRole('button', { name: studioText.history }).click();
  await frame.getByRole('listitem').first().getByRole('button').first().click();
  await frame.getByRole('button', { name: fairnessText.verify, exact: true }).first().click();
  await expect(frame.getByText(fairnessText.verifyUnrevealedWhere)).toBeVisible();
  await frame.getByRole('button', { name: fairnessText.backToHistory }).click();
  await frame.getByRole('button', { name: fairnessText.close }).first().click();

  // Rotating the seed reveals it; the browser then recomputes the round to the same result.
  await frame.getByRole('button', { name: studioText.fairness }).click();
  await frame.getByRole('button', { name: fairnessText.rotateButton }).click();
  await expect(frame.getByText(/[0-9a-f]{64}/).first()).toBeVisible();
  await frame.getByRole('button', { name: fairnessText.close }).first().click();
  await frame.getByRole('button', { name: studioText.history }).click();
  await frame.getByRole('listitem').first().getByRole('button').first().click();
  await frame.getByRole('button', { name: fairnessText.verify, exact: true }).first().click();
  await expect(frame.getByText(fairnessText.verifyMatch)).toBeVisible();
  await screenshot(page, testInfo, 'game-round-verified');
});
