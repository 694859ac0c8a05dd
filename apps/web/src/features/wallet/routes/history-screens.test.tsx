import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionPage,
  type TransactionRow,
} from '@casino/contracts';
import { apiError, mockApi, type RecordedCall } from '../../../test/mock-api.ts';
import { renderWithProviders, testI18n } from '../../../test/render.tsx';
import BonusTransactionsScreen from './bonus-transactions-screen.tsx';
import GameTransactionsScreen from './game-transactions-screen.tsx';
import PaymentHistoryScreen from './payment-history-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

const row = (overrides: Partial<TransactionRow> = {}): TransactionRow => ({
  id: '7f1c2b3a-1111-4222-8333-944455556666',
  method: 'Sandbox bank',
  type: 'deposit',
  status: 'complete',
  amount: 123_456,
  fee: 150,
  currency: 'EUR',
  balanceAfter: 200_000,
  createdAt: '2025-03-01T10:00:00Z',
  ...overrides,
});
const page = (items: TransactionRow[], extra: Partial<TransactionPage> = {}): TransactionPage => ({
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
  ...extra,
});
const queryOf = (calls: RecordedCall[], path: string) => {
  const matching = calls.filter((call) => call.path === path);
  return matching.at(-1);
};

/** mock-api drops the query string: record it from fetch's first argument instead. */
const lastQuery = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) => {
  const input = fetchMock.mock.calls.at(-1)?.[0];
  return new URL(String(input)).searchParams;
};

describe('payment history', () => {
  it('shows the §3 columns with formatted amounts and translated type and status', async () => {
    mockApi({ 'GET /api/wallet/payment-history': page([row()]) });
    renderWithProviders(<PaymentHistoryScreen />, { route: '/balance/payment-history' });
    const card = await screen.findByTestId('transaction-row');
    expect(within(card).getByRole('button', { name: /7f1c2b3a-1111/ })).toHaveTextContent('Sandbox bank');
    expect(card).toHaveTextContent('€2,000.00');
    expect(card).toHaveTextContent('Deposit');
    expect(card).toHaveTextContent('€1,234.56');
    expect(card).toHaveTextContent('€1.50');
    expect(card).toHaveTextContent('EUR');
    expect(card).toHaveTextContent('Complete');
    for (const name of ['ID or method', 'Balance', 'Type', 'Amount', 'Fee', 'Currency', 'Date or status'])
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
  });

  it('says transactions not found when the list is empty', async () => {
    mockApi({ 'GET /api/wallet/payment-history': page([]) });
    renderWithProviders(<PaymentHistoryScreen />, { route: '/balance/payment-history' });
    expect(await screen.findByText('Transactions not found.')).toBeInTheDocument();
  });

  it('filters by type and status, sorts, and pages, asking the server each time', async () => {
    const { fetchMock } = mockApi({
      'GET /api/wallet/payment-history': page([row()], { total: 45 }),
    });
    const { user } = renderWithProviders(<PaymentHistoryScreen />, { route: '/balance/payment-history' });
    await screen.findByTestId('transaction-row');
    expect(Object.fromEntries(lastQuery(fetchMock))).toEqual({
      page: '1',
      pageSize: '20',
      sort: 'date_desc',
    });

    await user.selectOptions(screen.getByLabelText('Type'), 'Deposit');
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending wager');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Amount, highest first');
    await waitFor(() =>
      expect(Object.fromEntries(lastQuery(fetchMock))).toEqual({
        page: '1',
        pageSize: '20',
        sort: 'amount_desc',
        type: 'deposit',
        status: 'pendingWager',
      }),
    );
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next page/ }));
    await waitFor(() => expect(lastQuery(fetchMock).get('page')).toBe('2'));
    expect(screen.getByTestId('location')).toHaveTextContent('page=2');
  });

  it('offers exactly the §3 filter statuses and the four sort options', async () => {
    mockApi({ 'GET /api/wallet/payment-history': page([]) });
    renderWithProviders(<PaymentHistoryScreen />, { route: '/balance/payment-history' });
    await screen.findByText('Transactions not found.');
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Status')).toEqual([
      'All statuses',
      'Complete',
      'Pending wager',
      'Rejected',
      'Wager zeroing',
    ]);
    expect(options('Type')).toEqual(['All types', 'Deposit']);
    expect(options('Sort by')).toEqual([
      'Amount, lowest first',
      'Amount, highest first',
      'Date, oldest first',
      'Date, newest first',
    ]);
  });

  it('opens a row’s details, and tells the player to ask support with the id when they cannot be read', async () => {
    const { calls } = mockApi({
      'GET /api/wallet/payment-history': page([row(), row({ id: '00000000-0000-4000-8000-000000000002' })]),
      'GET /api/wallet/transactions/7f1c2b3a-1111-4222-8333-944455556666': row({ status: 'pendingWager' }),
      'GET /api/wallet/transactions/00000000-0000-4000-8000-000000000002': apiError(404, 'not_found'),
    });
    const { user } = renderWithProviders(<PaymentHistoryScreen />, { route: '/balance/payment-history' });
    const rows = await screen.findAllByTestId('transaction-row');
    const [first, second] = rows as [HTMLElement, HTMLElement];
    await user.click(within(first).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(await within(dialog).findByText('Pending wager')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('7f1c2b3a-1111-4222-8333-944455556666');
    expect(queryOf(calls, '/api/wallet/transactions/7f1c2b3a-1111-4222-8333-944455556666')).toBeDefined();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(second).getByRole('button'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Transaction details not found or an error occurred while getting them. Please contact support with the transaction ID 00000000-0000-4000-8000-000000000002.',
    );
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/wallet/payment-history': apiError(500, 'internal') });
    renderWithProviders(<PaymentHistoryScreen />, { route: '/balance/payment-history' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('game transactions', () => {
  it('asks for the basic tab and says basic or bonus transactions not found', async () => {
    const { fetchMock } = mockApi({ 'GET /api/wallet/game-transactions': page([]) });
    renderWithProviders(<GameTransactionsScreen />, { route: '/balance/game-transactions' });
    expect(await screen.findByText('Basic or bonus transactions not found.')).toBeInTheDocument();
    expect(lastQuery(fetchMock).get('tab')).toBe('basic');
  });

  it('asks for the bonus tab, shows its rows and sorts them', async () => {
    const { fetchMock } = mockApi({
      'GET /api/wallet/game-transactions': page([row({ type: 'bet', method: null, amount: 250, fee: 0 })]),
    });
    const { user } = renderWithProviders(<BonusTransactionsScreen />, {
      route: '/balance/game-transactions/bonus',
    });
    const card = await screen.findByTestId('transaction-row');
    expect(card).toHaveTextContent('7f1c2b3a');
    expect(card).toHaveTextContent('Bet');
    expect(lastQuery(fetchMock).get('tab')).toBe('bonus');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Date, oldest first');
    await waitFor(() => expect(lastQuery(fetchMock).get('sort')).toBe('date_asc'));
  });
});

describe('transaction names', () => {
  it('has an English name for every transaction type and status', () => {
    for (const type of TRANSACTION_TYPES) expect(testI18n.exists(`wallet.types.${type}`)).toBe(true);
    for (const status of TRANSACTION_STATUSES)
      expect(testI18n.exists(`wallet.statuses.${status}`)).toBe(true);
  });
});
