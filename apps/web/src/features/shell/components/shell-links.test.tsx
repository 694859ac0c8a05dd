import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { appRoutes } from '../../../app/routes.tsx';
import { waitForIdle } from '../../../app/test-router.tsx';
import { initI18n } from '../../../lib/i18n.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders, testI18n } from '../../../test/render.tsx';
import type { RouteHandle } from '../../placeholder/index.ts';
import { DEEP_LINK_FALLBACK_PATHS, type DeepLinkAction } from '../lib/deep-links.ts';
import { SUPPORT_PAGE_PATH } from '../lib/live-chat.ts';
import { BottomBar } from './bottom-bar.tsx';
import { Sidebar } from './sidebar.tsx';

/** Where the router ends up for `path`, and the route that shows it (no screen is rendered). */
async function resolve(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  await waitForIdle(router);
  const route = router.state.matches.at(-1)?.route;
  const state = { pathname: router.state.location.pathname, routePath: route?.path, handle: route?.handle };
  router.dispose();
  return state as { pathname: string; routePath: string | undefined; handle: RouteHandle | undefined };
}

async function expectRealPage(href: string) {
  const { pathname, routePath } = await resolve(href);
  expect(pathname, `${href} stays where it was sent`).toBe(href);
  expect(routePath, `${href} is not the catch-all`).not.toBe('*');
  expect(pathname, `${href} is not the 404 page`).not.toMatch(/\/404$/);
}

/** Every address the links of a rendered piece of the shell lead to, hidden lists and flyouts included. */
function hrefsIn(container: HTMLElement): string[] {
  return [...container.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? '');
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  mockApi({});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('every shell link leads to a page that exists', () => {
  it.each(['expanded', 'collapsed'] as const)('the %s sidebar, groups and flyouts included', async (mode) => {
    const { container } = renderWithProviders(
      <Sidebar id="sidebar" mode={mode} open={false} onClose={vi.fn()} />,
      { route: '/de' },
    );
    const hrefs = hrefsIn(container).filter((href) => href.startsWith('/de'));
    expect(hrefs).toContain('/de/games/jackpots');
    expect(hrefs.length).toBeGreaterThan(mode === 'expanded' ? 20 : 15);
    for (const href of new Set(hrefs)) await expectRealPage(href);
  });

  it('the bottom bar', async () => {
    const { container } = renderWithProviders(<BottomBar />);
    const hrefs = hrefsIn(container).filter((href) => href.startsWith('/'));
    expect(hrefs).toEqual(['/bonuses', '/games/slots', '/games/live']);
    for (const href of hrefs) await expectRealPage(href);
  });

  it('the contact page that support falls back to', async () => {
    await expectRealPage(SUPPORT_PAGE_PATH);
  });
});

describe('promo tiles without the gamification widget', () => {
  const tiles: Record<DeepLinkAction, string> = {
    'dp:gf_saw': 'wheel',
    'dp:gf_missions': 'missions',
    'dp:gf_store': 'store',
    'dp:gf': 'bigWin',
  };

  it.each(Object.entries(tiles))('%s opens a page named like its tile', async (action, tile) => {
    const path = DEEP_LINK_FALLBACK_PATHS[action as DeepLinkAction];
    await expectRealPage(path);
    const { handle } = await resolve(path);
    expect(testI18n.t(handle?.titleKey ?? '')).toBe(testI18n.t(`shell.promo.${tile}.title`));
  });
});
