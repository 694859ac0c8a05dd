import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Promotion } from '@casino/contracts';
import { setAuthenticated } from '../../../lib/session.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { aPromotion } from '../../../test/fixtures.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders, testI18n } from '../../../test/render.tsx';
import PromotionScreen from './promotion-screen.tsx';

const screenAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/bonuses/:bonus" element={<PromotionScreen />} />
      <Route path="/:lang/bonuses/:bonus" element={<PromotionScreen />} />
    </Routes>,
    { route },
  );

const promotion = (slug: string) => `GET /api/bonuses/promotions/${slug}`;
const answering = (overrides: Partial<Promotion> = {}) => {
  const answer = aPromotion(overrides);
  return mockApi({ [promotion(answer.slug)]: answer });
};

/** The value of a key fact, by its label. */
const fact = (label: string) => {
  const facts = screen.getByRole('region', { name: 'Key facts' });
  return within(facts).getByText(label, { selector: 'dt' }).nextSibling;
};
const openModals = () => useUiStore.getState().modals;

beforeEach(() => {
  setAuthenticated(false);
  useUiStore.setState({ modals: {}, toasts: [] });
});
afterEach(() => {
  setAuthenticated(false);
  vi.unstubAllGlobals();
});

describe('PromotionScreen', () => {
  it('states the key facts in plain words, then the full terms paragraph by paragraph', async () => {
    const { urls } = answering();
    screenAt('/bonuses/welcome');
    expect(screen.getByTestId('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome offer' })).toBeInTheDocument();
    expect(screen.getByText('200% up to €1,000.00 + 300 free spins')).toBeVisible();
    expect(screen.getByText('Your first deposit matched.')).toBeVisible();

    expect(fact('Bonus money')).toHaveTextContent('200% up to €1,000.00');
    expect(fact('Free spins')).toHaveTextContent('300');
    expect(fact('Minimum deposit')).toHaveTextContent('€20.00');
    expect(fact('Wagering')).toHaveTextContent('10× the bonus');
    expect(fact('Maximum bet')).toHaveTextContent('€5.00');
    expect(fact('Maximum cash-out')).toHaveTextContent('10× the bonus');
    expect(fact('Days to wager')).toHaveTextContent('30 days');
    expect(fact('Ends')).toHaveTextContent('No end date');
    expect(fact('How to claim')).toHaveTextContent('Tick the box under the offer when you deposit.');

    const terms = screen.getByRole('region', { name: 'Full terms' });
    expect(
      within(terms)
        .getAllByRole('paragraph')
        .map((paragraph) => paragraph.textContent),
    ).toEqual(['The bonus is added with your first deposit.', 'Wagering counts bets on slots only.']);
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/bonuses');
    expect(urls[0]?.searchParams.get('lang')).toBe('en');
    expect(urls[0]?.searchParams.get('currency')).toBe('EUR');
  });

  it('words a fixed bonus without a cap, wagering on the deposit too, an end date and a promo code', async () => {
    answering({
      slug: 'autumn',
      trigger: 'promo_code',
      title: 'Autumn code',
      percent: null,
      maxAmount: 2_500,
      freeSpins: null,
      minDeposit: null,
      wageringMultiple: 12.5,
      wageringBase: 'bonus_and_deposit',
      maxCashOutMultiple: null,
      grantDays: 1,
      endsAt: '2026-11-27T12:00:00.000Z',
    });
    screenAt('/bonuses/autumn');
    await screen.findByRole('heading', { level: 1, name: 'Autumn code' });
    expect(fact('Bonus money')).toHaveTextContent('€25.00');
    expect(screen.queryByText('Free spins', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Minimum deposit', { selector: 'dt' })).not.toBeInTheDocument();
    expect(fact('Wagering')).toHaveTextContent('12.5× the bonus and deposit');
    expect(fact('Maximum cash-out')).toHaveTextContent('No cap');
    expect(fact('Days to wager')).toHaveTextContent('1 day');
    expect(fact('Ends')).toHaveTextContent('Nov 27, 2026');
    expect(fact('How to claim')).toHaveTextContent('Give the code with a deposit.');
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
  });

  it.each([
    ['registration', 'Given when you create your account.'],
    ['birthday', 'Given on your birthday.'],
    ['link', 'Claimed through its link.'],
  ] as const)('says how a %s bonus is claimed, without a way to deposit', async (trigger, claim) => {
    answering({ trigger, percent: null, maxAmount: 1_000, minDeposit: null });
    screenAt('/bonuses/welcome');
    await screen.findByRole('heading', { level: 1, name: 'Welcome offer' });
    expect(fact('How to claim')).toHaveTextContent(claim);
    expect(screen.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('opens the deposit with the smallest qualifying amount for a signed-in player', async () => {
    setAuthenticated(true);
    answering();
    const { user } = screenAt('/bonuses/welcome');
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(openModals()).toEqual({ DEPOSIT: { amount: 20, currency: 'EUR' } });
  });

  it('asks a guest to sign up instead', async () => {
    answering({ trigger: 'periodic' });
    const { user } = screenAt('/bonuses/welcome');
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(Object.keys(openModals())).toEqual(['SIGNUP']);
  });

  it('says that a promotion not offered is not found, with the way back in the page language', async () => {
    const { calls } = mockApi({ [promotion('gone')]: apiError(404, 'not_found') });
    screenAt('/de/bonuses/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotion not found' })).toBeVisible();
    expect(screen.getByText('This promotion does not exist or is not open to you.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all promotions' })).toHaveAttribute('href', '/de/bonuses');
    expect(calls).toHaveLength(1);
  });

  it('offers a retry when the promotion cannot be read', async () => {
    mockApi({ [promotion('welcome')]: apiError(500, 'internal') });
    screenAt('/bonuses/welcome');
    // Asked twice more before it gives up (a 404 is not asked again).
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(
      testI18n.t('general.loadError'),
    );
    expect(screen.getByRole('button', { name: testI18n.t('general.tryAgain') })).toBeInTheDocument();
  });
});
