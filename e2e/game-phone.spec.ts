import { expect, test, type FrameLocator, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { GameList } from '@casino/contracts';
import enGames from '../apps/web/src/locales/en/games.json' with { type: 'json' };
import { en as studioText } from '../apps/studio/src/client/i18n/en.ts';
import { depositByCrypto, setProfileNames } from './api-steps.ts';
import { AUTH_TEXTS, signUp, uniqueEmail } from './auth-steps.ts';
import { EN, gotoApp, isPhone, screenshot } from './helpers.ts';

/**
 * The game page on a small phone (375 × 667) and on the desktop: the game's Play and Spin buttons are in view
 * without scrolling and nothing of the page lies over them, full screen is offered, and the header's balance
 * moves only once the game has shown the round's result, even when the platform knew the outcome long before.
 */

const games = enGames.games;
const PASSWORD = 'Lumen#Play1';
const SMALL_PHONE = { width: 375, height: 667 };
/** How long the game's spin answers are held back, so the 3 s balance poll runs while the reels still spin. */
const ANSWER_DELAY_MS = 4_000;

test.use({ serviceWorkers: 'block' });

async function useSmallPhone(page: Page, testInfo: TestInfo): Promise<void> {
  if (isPhone(testInfo)) await page.setViewportSize(SMALL_PHONE);
}

/** The first lines slot of the catalogue the platform imported. */
async function firstSlot(page: Page): Promise<{ id: string; name: string }> {
  const response = await page.request.get('/api/games?category=slots&pageSize=60');
  expect(response.status()).toBe(200);
  const list = (await response.json()) as GameList;
  const game = list.games.find((candidate) => candidate.type === 'slot-lines');
  expect(game, 'a lines slot in the catalogue').toBeTruthy();
  return { id: game?.id ?? '', name: game?.name ?? '' };
}

/** The game client inside the game page, once it has opened its session. */
async function openedGame(page: Page, name: string): Promise<FrameLocator> {
  const frame = page.frameLocator(`iframe[title="${name}"]`);
  await expect(frame.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 20_000 });
  return frame;
}

/** The control is inside the viewport of the unscrolled page, and what lies under its centre is the game. */
async function expectAboveTheFold(page: Page, control: Locator): Promise<void> {
  await expect(control).toBeVisible();
  const viewport = page.viewportSize();
  const box = await control.boundingBox();
  if (!viewport || !box) throw new Error('the control and the viewport have a size');
  expect(await page.evaluate(() => window.scrollY), 'the page is not scrolled').toBe(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'the control ends above the fold').toBeLessThanOrEqual(viewport.height);
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const under = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName ?? null, centre);
  expect(under, 'nothing of the page (bottom bar, banner) covers the control').toBe('IFRAME');
}

/** What the top page saw, on the page's own clock (performance.now()). */
interface GameRecord {
  /** The game's messages, by type. */
  messages: { at: number; type: string }[];
  /** Every text the header's balance took. */
  header: { at: number; text: string | null }[];
}

/** Runs in the browser before the app: records the game's messages and every change of the header's balance. */
function recordRoundsAndHeader(): void {
  if (window.top !== window) return;
  const record: GameRecord = { messages: [], header: [] };
  Object.assign(window, { gameRecord: record });
  window.addEventListener('message', (event: MessageEvent) => {
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null) return;
    const { source, type } = data as { source?: unknown; type?: unknown };
    if (source === 'lumen-studio' && typeof type === 'string')
      record.messages.push({ at: performance.now(), type });
  });
  let shown: string | null = null;
  new MutationObserver(() => {
    const text = document.querySelector('[data-testid="player-balance"]')?.textContent ?? null;
    if (text === shown) return;
    shown = text;
    record.header.push({ at: performance.now(), text });
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

async function gameRecord(page: Page): Promise<GameRecord> {
  return page.evaluate(() => (window as unknown as { gameRecord: GameRecord }).gameRecord);
}

/** When the page finished reading the short balance (the 3 s poll and the catch-up), on the same clock. */
async function balanceReadsDone(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/wallet/balance'))
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
  );
}

/** The spans from each `round-start` to the `round-result` that ends it. */
function roundSpans(messages: GameRecord['messages']): { from: number; to: number }[] {
  const spans: { from: number; to: number }[] = [];
  let from: number | null = null;
  for (const message of messages) {
    if (message.type === 'round-start' && from === null) from = message.at;
    else if (message.type === 'round-result' && from !== null) {
      spans.push({ from, to: message.at });
      from = null;
    }
  }
  return spans;
}

test('the phone game page shows the play button above the fold', async ({ page }, testInfo) => {
  await useSmallPhone(page, testInfo);
  const game = await firstSlot(page);
  await gotoApp(page, `/game/${game.id}/demo`);

  // The game page leaves out the bottom bar: the game has the height under the header.
  await expect(page.getByRole('navigation', { name: EN.bottomBar })).toHaveCount(0);
  const frame = await openedGame(page, game.name);
  const play = frame.getByRole('button', { name: studioText.play, exact: true });
  await expectAboveTheFold(page, play);
  await screenshot(page, testInfo, 'game-phone-intro');

  await play.click();
  const spin = frame.getByRole('button', { name: studioText.spin, exact: true });
  await expect(spin).toBeEnabled();
  await expectAboveTheFold(page, spin);

  // Full screen is offered on phones too (or the game covers the page where the browser has none).
  const fullscreen = page.getByRole('button', { name: games.page.fullscreen });
  await expect(fullscreen).toBeVisible();
  await fullscreen.click();
  await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
  const filling = () =>
    page.evaluate(
      () => document.fullscreenElement !== null || document.querySelector('[data-expanded="true"]') !== null,
    );
  expect(await filling(), 'the play area fills the screen (or covers the page)').toBe(true);
  await expect(spin).toBeVisible();
  await screenshot(page, testInfo, 'game-phone-fullscreen');
  await fullscreen.click();
  await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');
  expect(await filling()).toBe(false);
  await expectAboveTheFold(page, spin);
});

test('the header balance changes only after the game’s result message', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await useSmallPhone(page, testInfo);
  await page.addInitScript(recordRoundsAndHeader);
  const game = await firstSlot(page);
  await gotoApp(page, '/');
  await signUp(page, AUTH_TEXTS.en, uniqueEmail('game-phone'), PASSWORD);
  await depositByCrypto(page, baseURL ?? '', 5_000);
  // The names, surname and date of birth a real-money game asks for (§5).
  await setProfileNames(page, 'Ada', 'Lovelace', '1990-01-10');
  const header = page.getByTestId('player-balance');
  await expect(header).toContainText('50.00');

  // The platform settles a spin as soon as the game's server asks; its answer reaches the game late, so the
  // reels keep spinning while the page's 3 s poll already reads the outcome.
  await page.context().route('**/studio/api/sessions/*/spin', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, ANSWER_DELAY_MS));
    await route.fulfill({ response });
  });

  await gotoApp(page, `/game/${game.id}`);
  const frame = await openedGame(page, game.name);
  await frame.getByRole('button', { name: studioText.play, exact: true }).click();
  await expect(frame.getByRole('button', { name: studioText.spin, exact: true })).toBeEnabled();
  await expect(header).toContainText('50.00');

  await frame.getByRole('button', { name: studioText.spin, exact: true }).click();
  await expect
    .poll(async () => (await gameRecord(page)).messages.filter((m) => m.type === 'round-result').length, {
      message: 'the game says it shows the round’s result',
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  // Then the header catches up: the stake has left (and any win has come back).
  await expect(header).not.toContainText('50.00');
  await screenshot(page, testInfo, 'game-phone-after-spin');

  const record = await gameRecord(page);
  const spans = roundSpans(record.messages);
  expect(spans.length).toBeGreaterThan(0);
  const [first] = spans;
  const reads = await balanceReadsDone(page);
  expect(
    reads.some((at) => first !== undefined && at > first.from && at < first.to),
    'the balance was read from the platform while the reels were still spinning',
  ).toBe(true);
  for (const change of record.header) {
    const during = spans.find((span) => change.at > span.from && change.at < span.to);
    expect(
      during,
      `the header showed ${change.text ?? 'nothing'} while a round was on screen`,
    ).toBeUndefined();
  }
  const firstChangeAfter = record.header.find((change) => first !== undefined && change.at > first.to);
  expect(firstChangeAfter, 'the header moved after the result').toBeDefined();
});
