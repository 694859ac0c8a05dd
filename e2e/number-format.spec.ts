import { expect, test, type Locator, type Page } from '@playwright/test';
import type { GameList } from '@casino/contracts';
import deAccount from '../apps/web/src/locales/de/account.json' with { type: 'json' };
import deLobby from '../apps/web/src/locales/de/lobby.json' with { type: 'json' };
import deModals from '../apps/web/src/locales/de/modals.json' with { type: 'json' };
import { de as studioDe } from '../apps/studio/src/client/i18n/de.ts';
import { depositByCrypto } from './api-steps.ts';
import { AUTH_TEXTS, signUp, uniqueEmail } from './auth-steps.ts';
import { gotoApp, screenshot } from './helpers.ts';

/**
 * Money and numbers as each language reads them: a German page writes '1.000' where an English one writes
 * '1,000', and the game client framed on that page writes the player's balance with exactly the same
 * characters as the casino around it ('1.234,50 €', the euro sign after a no-break space).
 */

const PASSWORD = 'Lumen#Play1';
/** 1,234.50 EUR in minor units: a thousand and a fraction, within the EUR deposit limits. */
const DEPOSIT = 123_450;
const GERMAN_BALANCE = '1.234,50\u00a0€';

test.use({ serviceWorkers: 'block' });

/** The text a player reads, character for character (Playwright's text matchers fold no-break spaces). */
async function exactText(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim();
}

async function firstSlot(page: Page): Promise<{ id: string; name: string }> {
  const response = await page.request.get('/api/games?category=slots&pageSize=60');
  expect(response.status()).toBe(200);
  const list = (await response.json()) as GameList;
  const game = list.games.find((candidate) => candidate.type === 'slot-lines');
  expect(game, 'a line slot in the catalogue').toBeTruthy();
  return { id: game?.id ?? '', name: game?.name ?? '' };
}

test('a German page shows 1.000, and the game and the casino write the balance alike', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const game = await firstSlot(page);

  // A guest on the German lobby reads the EUR welcome offer with a dot for thousands.
  await gotoApp(page, '/de');
  const offer = deLobby.lobby.hero.offer
    .replace('{{percent}}', '200')
    .replace('{{amount}}', '1.000')
    .replace('{{currency}}', 'EUR');
  await expect(page.getByRole('main').getByText(offer).first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('1,000');

  // A German player (EUR, the currency of the language) deposits 1,234.50 EUR.
  await signUp(page, AUTH_TEXTS.de, uniqueEmail('number-format'), PASSWORD);
  await depositByCrypto(page, baseURL ?? '', DEPOSIT);
  const header = page.getByTestId('player-balance');
  await expect(header).toHaveText(GERMAN_BALANCE, { timeout: 10_000 });
  expect(await exactText(header)).toBe(GERMAN_BALANCE);

  // The game asks for names and a date of birth first (§5); the modal's continue resumes the launch.
  await gotoApp(page, `/de/game/${game.id}`);
  const requirements = page.getByRole('dialog', { name: deModals.modals.titles.PROFILE_REQUIREMENTS_MODAL });
  await expect(requirements).toBeVisible();
  const profile = deAccount.account.profile;
  await requirements.getByLabel(profile.firstName).fill('Ada');
  await requirements.getByLabel(profile.surename).fill('Lovelace');
  await requirements.getByLabel(profile.day, { exact: true }).selectOption('10');
  await requirements.getByLabel(profile.month, { exact: true }).selectOption({ index: 12 });
  await requirements.getByLabel(profile.year, { exact: true }).selectOption('1990');
  await requirements.getByRole('button', { name: deAccount.account.requirements.continue }).click();
  await expect(requirements).toBeHidden();
  // The success toast sits over the game on a phone; it is closed before playing.
  const saved = page.getByRole('button', { name: new RegExp(deAccount.account.toasts.profileUpdated) });
  await saved.click();
  await expect(saved).toBeHidden();

  // The framed game client writes the balance exactly as the casino's header and the game toolbar do.
  const frame = page.frameLocator(`iframe[title="${game.name}"]`);
  await expect(frame.getByRole('heading', { name: game.name, level: 1 })).toBeVisible({ timeout: 20_000 });
  await frame.getByRole('button', { name: studioDe.play, exact: true }).click();
  const inGame = frame.getByTestId('balance');
  await expect(inGame).toHaveText(GERMAN_BALANCE);
  expect(await exactText(inGame)).toBe(GERMAN_BALANCE);
  expect(await exactText(page.getByTestId('game-balance'))).toBe(GERMAN_BALANCE);
  expect(await exactText(header)).toBe(GERMAN_BALANCE);

  // After a spin the amounts move, and the casino's balance follows the game's, still character for character.
  const spin = frame.getByRole('button', { name: studioDe.spin, exact: true });
  await expect(spin).toBeEnabled();
  await spin.click();
  await expect(
    frame.getByRole('button', { name: new RegExp(`^(${studioDe.spin}|${studioDe.nextFreeSpin})$`) }),
  ).toBeEnabled({ timeout: 15_000 });
  await expect(inGame).not.toHaveText(GERMAN_BALANCE);
  await expect
    .poll(
      async () => {
        const game = await exactText(inGame);
        return [await exactText(page.getByTestId('game-balance')), await exactText(header)].every(
          (casino) => casino === game,
        );
      },
      {
        message: 'the toolbar and the header show the game client’s balance, character for character',
        timeout: 10_000,
      },
    )
    .toBe(true);
  expect(await exactText(inGame)).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/);
  await screenshot(page, testInfo, 'number-format-german-game');
});
