import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../app/test-router.tsx';
import { setAuthenticated, signIn } from '../../../lib/session.ts';
import { aPromotion, PLAYER } from '../../../test/fixtures.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders, testI18n } from '../../../test/render.tsx';
import PromotionsScreen from './promotions-screen.tsx';

vi.mock('../../shell/components/app-shell.tsx', () => ({
  AppShell: ({ children }: { children: React.ReactNode }) => <main>{children}</main>,
}));
vi.mock('../../content/components/seo-head.tsx', () => ({ SeoHead: () => null }));
vi.mock('../../realtime/use-realtime.ts', () => ({ useRealtime: () => undefined }));

const promotions = '/api/bonuses/promotions';
const welcome = aPromotion();
const reload = aPromotion({
  slug: 'weekly-reload',
  trigger: 'periodic',
  title: 'Weekly reload',
  summary: 'Half your deposit again, every week.',
  percent: 50,
  maxAmount: 25_000,
  freeSpins: null,
  wageringMultiple: 35,
  wageringBase: 'bonus_and_deposit',
  endsAt: '2026-12-31T12:00:00.000Z',
});

beforeEach(() => setAuthenticated(false));
afterEach(() => {
  setAuthenticated(false);
  vi.unstubAllGlobals();
});

const card = (title: string) => screen.getByRole('article', { name: title });

describe('PromotionsScreen', () => {
  it('lists the promotions offered, each with its offer in plain words and a link to its terms', async () => {
    const { urls } = mockApi({ [`GET ${promotions}`]: { promotions: [welcome, reload] } });
    renderWithProviders(<PromotionsScreen />, { route: '/bonuses' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bonuses and promotions' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('promotion-card')).toHaveLength(2);

    const first = card('Welcome offer');
    expect(within(first).getByRole('heading', { level: 2, name: 'Welcome offer' })).toBeInTheDocument();
    expect(within(first).getByTestId('promotion-headline')).toHaveTextContent(
      /^200% up to €1,000\.00 \+ 300 free spins$/,
    );
    expect(first).toHaveTextContent('Your first deposit matched.');
    expect(first).toHaveTextContent('Wagering 10× the bonus');
    expect(first).not.toHaveTextContent('Ends on');
    expect(within(first).getByRole('link', { name: 'Welcome offer' })).toHaveAttribute(
      'href',
      '/bonuses/welcome',
    );

    const second = card('Weekly reload');
    expect(within(second).getByTestId('promotion-headline')).toHaveTextContent(/^50% up to €250\.00$/);
    expect(second).not.toHaveTextContent('free spins');
    expect(second).toHaveTextContent('Wagering 35× the bonus and deposit');
    expect(second).toHaveTextContent('Ends on Dec 31, 2026');
    expect(within(second).getByRole('link', { name: 'Weekly reload' })).toHaveAttribute(
      'href',
      '/bonuses/weekly-reload',
    );
    expect(urls[0]?.searchParams.get('lang')).toBe('en');
    expect(urls[0]?.searchParams.get('currency')).toBe('EUR');
  });

  it('reaches each card with the keyboard, as a link', async () => {
    mockApi({ [`GET ${promotions}`]: { promotions: [welcome, reload] } });
    const { user } = renderWithProviders(<PromotionsScreen />);
    await screen.findAllByTestId('promotion-card');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Welcome offer' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Weekly reload' })).toHaveFocus();
  });

  it('words fixed amounts, free spins alone, boosted wins and bonuses without wagering', async () => {
    mockApi({
      [`GET ${promotions}`]: {
        promotions: [
          aPromotion({
            slug: 'birthday',
            trigger: 'birthday',
            title: 'Birthday gift',
            percent: null,
            maxAmount: 1_000,
            freeSpins: null,
            wageringMultiple: 0,
          }),
          aPromotion({ slug: 'spins', title: 'Spin Friday', percent: null, maxAmount: null, freeSpins: 50 }),
          aPromotion({
            slug: 'boost',
            trigger: 'increase_winnings',
            title: 'Win boost',
            percent: 20,
            maxAmount: 10_000,
            freeSpins: null,
          }),
        ],
      },
    });
    renderWithProviders(<PromotionsScreen />);
    await screen.findAllByTestId('promotion-card');
    const headline = (title: string) => within(card(title)).getByTestId('promotion-headline');
    expect(headline('Birthday gift')).toHaveTextContent(/^€10\.00$/);
    expect(card('Birthday gift')).toHaveTextContent('No wagering');
    expect(card('Birthday gift')).not.toHaveTextContent('Wagering');
    expect(headline('Spin Friday')).toHaveTextContent(/^50 free spins$/);
    expect(headline('Win boost')).toHaveTextContent(/^20% of your biggest win each day, up to €100\.00$/);
  });

  it('links in the page language and asks in its currency for a guest', async () => {
    const { urls } = mockApi({ [`GET ${promotions}`]: { promotions: [welcome] } });
    renderWithProviders(<PromotionsScreen />, { route: '/ro/bonuses' });
    expect(await screen.findByRole('link', { name: 'Welcome offer' })).toHaveAttribute(
      'href',
      '/ro/bonuses/welcome',
    );
    expect(urls[0]?.searchParams.get('lang')).toBe('ro');
    expect(urls[0]?.searchParams.get('currency')).toBe('RON');
  });

  it("asks in a signed-in player's account currency", async () => {
    signIn({ ...PLAYER, currency: 'USD' });
    const { urls } = mockApi({ [`GET ${promotions}`]: { promotions: [welcome] } });
    renderWithProviders(<PromotionsScreen />, { route: '/ro/bonuses' });
    await screen.findByRole('link', { name: 'Welcome offer' });
    expect(urls[0]?.searchParams.get('currency')).toBe('USD');
  });

  it('says when no promotion is open to the visitor, with the way to the games', async () => {
    mockApi({ [`GET ${promotions}`]: { promotions: [] } });
    renderWithProviders(<PromotionsScreen />);
    expect(await screen.findByText('No promotions are open to you right now.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the games' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('offers a retry when the promotions cannot be read', async () => {
    mockApi({ [`GET ${promotions}`]: apiError(500, 'internal') });
    renderWithProviders(<PromotionsScreen />);
    expect(screen.getByTestId('loading')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(testI18n.t('general.loadError'));
    expect(screen.getByRole('button', { name: testI18n.t('general.tryAgain') })).toBeInTheDocument();
  });
});

describe('/bonuses and /bonuses/:bonus', () => {
  it('shows the promotions page, then a promotion, in place of the "opens soon" screen', async () => {
    mockApi({
      [`GET ${promotions}`]: { promotions: [welcome] },
      [`GET ${promotions}/welcome`]: welcome,
    });
    const list = await renderRoute('/bonuses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonuses and promotions' })).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Welcome offer' })).toBeInTheDocument();
    expect(screen.queryByText(testI18n.t('comingSoon.text'))).not.toBeInTheDocument();
    list.unmount();

    await renderRoute('/de/bonuses/welcome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome offer' })).toBeInTheDocument();
  });
});
