import { expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useUiStore } from '../../../lib/ui-store.ts';
import { myFreeSpinsAnswer } from '../../../test/fixtures.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders, testI18n } from '../../../test/render.tsx';
import BalanceScreen from './balance-screen.tsx';
import { asSignedInPlayer } from '../../../test/signed-in.ts';

asSignedInPlayer();

it('shows every balance of the player, the bonus account, opens the deposit modal and leads to withdraw', async () => {
  mockApi({
    'GET /api/wallet/balance/full': {
      currency: 'EUR',
      real: 123_456,
      bonus: 2_000,
      loyaltyPoints: 1_250,
      cashback: 350,
      freeSpins: 12,
      snowflakes: 3,
    },
    'GET /api/wallet/bonus-account': {
      currency: 'EUR',
      balance: 2_000,
      wager: { bonus: { wageringGames: [{ id: 'fruit-lines' }, { id: 'mighty-valhalla' }] } },
    },
    'GET /api/bonuses/free-spins': myFreeSpinsAnswer(),
  });
  const { user } = renderWithProviders(<BalanceScreen />);
  expect(await screen.findByTestId('balance-total')).toHaveTextContent('€1,254.56');
  expect(screen.getByText('€1,234.56')).toBeInTheDocument();
  expect(screen.getByText('€3.50')).toBeInTheDocument();
  expect(screen.getByText('1,250')).toBeInTheDocument();
  expect(await screen.findByTestId('bonus-account-balance')).toHaveTextContent('€20.00');
  // The free spins are the count the bonuses feature reads (50 + 40), not the full balance's field.
  await waitFor(() =>
    expect(screen.getByText(testI18n.t('wallet.balance.freeSpins')).nextSibling).toHaveTextContent(/^90$/),
  );
  await user.click(screen.getByRole('button', { name: testI18n.t('wallet.balance.deposit') }));
  expect(useUiStore.getState().modals.DEPOSIT).toBeDefined();
  // The active bonus's games are the bonus-games category page.
  expect(screen.getByTestId('bonus-account-games')).toHaveTextContent(
    testI18n.t('wallet.balance.wageringGames', { games: '2' }),
  );
  expect(screen.getByTestId('bonus-account-games')).toHaveAttribute('href', '/games/bonus-games');
  await user.click(screen.getByRole('link', { name: testI18n.t('wallet.balance.withdraw') }));
  expect(screen.getByTestId('location')).toHaveTextContent('/withdrawal');
});

it('says when the balances could not be loaded and offers to try again', async () => {
  mockApi({
    'GET /api/wallet/balance/full': apiError(500, 'internal'),
    'GET /api/wallet/bonus-account': apiError(500, 'internal'),
    'GET /api/bonuses/free-spins': apiError(500, 'internal'),
  });
  renderWithProviders(<BalanceScreen />);
  expect((await screen.findAllByText(testI18n.t('general.loadError'))).length).toBeGreaterThan(0);
  expect(screen.getAllByRole('button', { name: testI18n.t('general.tryAgain') }).length).toBeGreaterThan(0);
});

it('shows a dash for free spins that cannot be read, never the full balance field', async () => {
  mockApi({
    'GET /api/wallet/balance/full': {
      currency: 'EUR',
      real: 0,
      bonus: 0,
      loyaltyPoints: 0,
      cashback: 0,
      freeSpins: 12,
      snowflakes: 0,
    },
    'GET /api/wallet/bonus-account': { currency: 'EUR', balance: 0, wager: { bonus: { wageringGames: [] } } },
    'GET /api/bonuses/free-spins': apiError(500, 'internal'),
  });
  renderWithProviders(<BalanceScreen />);
  await screen.findByTestId('balance-total');
  const freeSpins = () => screen.getByText(testI18n.t('wallet.balance.freeSpins')).nextSibling;
  await waitFor(() => expect(freeSpins()).toHaveTextContent(/^—$/));
});
