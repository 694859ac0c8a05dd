import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { MyBonuses } from '@casino/contracts';
import { setAuthenticated } from '../../../lib/session.ts';
import { storage, STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { aBonusGrant, aFreeSpinsAward, myBonusesAnswer, myFreeSpinsAnswer } from '../../../test/fixtures.ts';
import { apiError, mockApi, type RecordedCall } from '../../../test/mock-api.ts';
import { createTestQueryClient, renderWithProviders, testI18n } from '../../../test/render.tsx';
import AccountBonusesScreen from './account-bonuses-screen.tsx';

const HOUR = 3_600_000;
/** Six days, four hours and a half from now: the card says "6 days 4 hr left". */
const inSixDaysFourHours = () => new Date(Date.now() + (6 * 24 + 4.5) * HOUR).toISOString();

const answer = (overrides: Partial<MyBonuses> = {}) =>
  myBonusesAnswer({ active: aBonusGrant({ expiresAt: inSixDaysFourHours() }), ...overrides });

const mine = '/api/bonuses/mine';
const welcome = aBonusGrant();
const [reload = aBonusGrant()] = myBonusesAnswer().queue;
const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

beforeEach(() => useUiStore.setState({ modals: {}, toasts: [] }));
const toasts = () => useUiStore.getState().toasts.map((toast) => toast.text);

describe('AccountBonusesScreen', () => {
  it('shows the active bonus with its balance, wagering progress, time left and terms', async () => {
    const { urls } = mockApi({ [`GET ${mine}`]: answer() });
    renderWithProviders(<AccountBonusesScreen />, { route: '/profile/bonuses' });
    const card = await screen.findByRole('article', { name: 'Welcome offer' });
    expect(screen.getByRole('heading', { level: 2, name: 'Active bonus' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3, name: 'Welcome offer' })).toBeInTheDocument();
    expect(within(card).getByText('Bonus balance').nextSibling).toHaveTextContent('€80.00');
    expect(within(card).getByText('Bonus granted').nextSibling).toHaveTextContent('€100.00');

    const progress = within(card).getByRole('progressbar', { name: 'Wagering progress' });
    expect(progress).toHaveProperty('value', 25_000);
    expect(progress).toHaveProperty('max', 100_000);
    expect(progress).toHaveAttribute('aria-valuetext', '€250.00 of €1,000.00 wagered (25%)');
    expect(within(card).getByTestId('wagering-figures')).toHaveTextContent('€250.00 of €1,000.00 wagered');
    expect(within(card).getByText('25%')).toBeInTheDocument();

    expect(card).toHaveTextContent('6 days 4 hr left');
    expect(within(card).getByText('Maximum bet').nextSibling).toHaveTextContent('€5.00');
    expect(within(card).getByText('Maximum cash-out').nextSibling).toHaveTextContent('€1,000.00');
    expect(within(card).getByText('What counts towards wagering').nextSibling).toHaveTextContent(
      'All games count 100% unless listed: Dice game 10%, Slot with bonus buy 0%.',
    );
    expect(within(card).getByRole('button', { name: 'Cancel bonus' })).toBeEnabled();

    const queue = screen.getByRole('region', { name: 'Waiting bonuses' });
    expect(within(queue).getByRole('heading', { level: 3, name: 'Weekly reload' })).toBeInTheDocument();
    expect(within(queue).getByRole('button', { name: 'Activate now: Weekly reload' })).toBeInTheDocument();

    const [ended] = screen.getAllByTestId('bonus-history-item');
    expect(ended).toHaveTextContent('Birthday gift');
    expect(ended).toHaveTextContent('Completed');
    expect(ended).toHaveTextContent('€12.50 became real money.');
    expect(urls[0]?.searchParams.get('lang')).toBe('en');
  });

  it('words a bonus without a cap or default share, and a forfeited one by its reason', async () => {
    mockApi({
      [`GET ${mine}`]: answer({
        active: aBonusGrant({
          expiresAt: inSixDaysFourHours(),
          maxCashOut: null,
          minBet: 20,
          contributions: { defaultPercent: 0, byType: { 'slot-lines': 100 }, byCategory: {}, byGame: [] },
        }),
        history: [
          aBonusGrant({ status: 'forfeited', endReason: 'withdrawal', endedAt: '2026-11-10T12:00:00Z' }),
        ],
      }),
    });
    renderWithProviders(<AccountBonusesScreen />);
    const card = await screen.findByRole('article', { name: 'Welcome offer' });
    expect(within(card).getByText('Maximum cash-out').nextSibling).toHaveTextContent('No cap');
    expect(card).toHaveTextContent('Only these games count: Video slot with paylines 100%.');
    expect(card).toHaveTextContent('Bets under €0.20 do not count towards wagering.');
    const [ended] = screen.getAllByTestId('bonus-history-item');
    expect(ended).toHaveTextContent('Forfeited');
    expect(ended).toHaveTextContent('Ended by a withdrawal');
    expect(ended).toHaveTextContent('Ended on Nov 10, 2026');
  });

  it('cancels the active bonus after saying what is lost, then shows the new state', async () => {
    const cancelled = answer({
      active: { ...reload, status: 'active', balance: 2_500, activatedAt: '2026-11-27T10:00:00Z' },
      queue: [],
      history: [
        {
          ...welcome,
          status: 'cancelled',
          balance: 0,
          endReason: 'cancelled',
          endedAt: '2026-11-27T10:00:00Z',
        },
        ...answer().history,
      ],
    });
    const { calls, urls } = mockApi({
      [`GET ${mine}`]: answer(),
      [`POST ${mine}/${welcome.id}/cancel`]: cancelled,
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['wallet', 'balance'], { currency: 'EUR', balanceMain: 0, bonusCasino: 8_000 });
    const { user } = renderWithProviders(<AccountBonusesScreen />, { queryClient });
    const card = await screen.findByRole('article', { name: 'Welcome offer' });
    await user.click(within(card).getByRole('button', { name: 'Cancel bonus' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel this bonus?' });
    expect(dialog).toHaveTextContent(
      'Your bonus balance of €80.00 goes to zero and the wagering so far is lost. Real money is not affected.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep the bonus' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the bonus' }));

    await waitFor(() => expect(toasts()).toContain('bonuses.cancel.done'));
    expect(posts(calls)).toEqual([{ method: 'POST', path: `${mine}/${welcome.id}/cancel`, body: undefined }]);
    expect(urls[calls.findIndex((call) => call.method === 'POST')]?.searchParams.get('lang')).toBe('en');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Weekly reload' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waiting bonuses' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('bonus-history-item')[0]).toHaveTextContent(/Welcome offer.*Cancelled/);
    expect(queryClient.getQueryState(['wallet', 'balance'])?.isInvalidated).toBe(true);
  });

  it('warns that activating from the queue burns the active bonus, then activates it', async () => {
    const activated = answer({
      active: { ...reload, status: 'active', balance: 2_500 },
      queue: [],
      history: [{ ...welcome, status: 'forfeited', balance: 0, endReason: 'replaced' }, ...answer().history],
    });
    const { calls } = mockApi({
      [`GET ${mine}`]: answer(),
      [`POST ${mine}/${reload.id}/activate`]: activated,
    });
    const { user } = renderWithProviders(<AccountBonusesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Activate now: Weekly reload' }));

    const dialog = await screen.findByRole('dialog', { name: 'Activate this bonus now?' });
    expect(dialog).toHaveTextContent('Weekly reload becomes your active bonus and its wagering starts now.');
    expect(within(dialog).getByTestId('activate-warning')).toHaveTextContent(
      'Your active bonus, Welcome offer, ends: its bonus balance of €80.00 goes to zero and its wagering progress is burned. Real money is not affected.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Activate now' }));

    await waitFor(() => expect(toasts()).toContain('bonuses.activate.done'));
    expect(posts(calls).map((call) => call.path)).toEqual([`${mine}/${reload.id}/activate`]);
    expect(await screen.findByRole('article', { name: 'Weekly reload' })).toBeInTheDocument();
    expect(screen.getAllByTestId('bonus-history-item')[0]).toHaveTextContent(
      /Forfeited.*Ended when you activated another bonus/,
    );
  });

  it('confirms an activation without a warning when no bonus is active', async () => {
    mockApi({ [`GET ${mine}`]: answer({ active: null }) });
    const { user } = renderWithProviders(<AccountBonusesScreen />);
    expect(
      await screen.findByText('No bonus is active right now. Start one from the queue below.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Activate now: Weekly reload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate this bonus now?' });
    expect(within(dialog).queryByTestId('activate-warning')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without active or waiting bonuses, leads to the promotions in the page language', async () => {
    const { urls } = mockApi({ [`GET ${mine}`]: answer({ active: null, queue: [] }) });
    renderWithProviders(<AccountBonusesScreen />, { route: '/de/profile/bonuses' });
    expect(
      await screen.findByText(
        'You have no active or waiting bonuses. Have a look at the promotions for your next one.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See promotions' })).toHaveAttribute('href', '/de/bonuses');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waiting bonuses' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ended bonuses' })).toBeInTheDocument();
    expect(urls[0]?.searchParams.get('lang')).toBe('de');
  });

  it('shows a refusal in the dialog and reads the bonuses again', async () => {
    const { calls } = mockApi({
      [`GET ${mine}`]: answer(),
      [`POST ${mine}/${welcome.id}/cancel`]: apiError(404, 'bonus_not_found'),
    });
    const { user } = renderWithProviders(<AccountBonusesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Cancel bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this bonus?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the bonus' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      testI18n.t('apiErrors.bonus_not_found'),
    );
    expect(toasts()).toEqual([]);
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET' && call.path === mine)).toHaveLength(2),
    );
    expect(screen.getByRole('dialog', { name: 'Cancel this bonus?' })).toBeInTheDocument();
  });

  it('offers a retry when the bonuses cannot be read', async () => {
    mockApi({ [`GET ${mine}`]: apiError(500, 'internal') });
    renderWithProviders(<AccountBonusesScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(testI18n.t('general.loadError'));
    expect(screen.getByRole('button', { name: testI18n.t('general.tryAgain') })).toBeInTheDocument();
  });
});

describe('AccountBonusesScreen: free spins', () => {
  const freeSpins = '/api/bonuses/free-spins';
  beforeEach(() => setAuthenticated(true));
  afterEach(() => setAuthenticated(false));

  it('lists the free spins with their figures and the games to play them in', async () => {
    const { urls, calls } = mockApi({ [`GET ${mine}`]: answer(), [`GET ${freeSpins}`]: myFreeSpinsAnswer() });
    const { user } = renderWithProviders(<AccountBonusesScreen />, { route: '/profile/bonuses' });
    const section = await screen.findByRole('region', { name: 'Free spins' });
    expect(within(section).getByText('Open one of the games listed to play your spins.')).toBeInTheDocument();
    const [welcome, daily] = within(section).getAllByTestId('free-spins-award');
    if (!welcome || !daily) throw new Error('two awards expected');

    expect(within(welcome).getByRole('heading', { level: 3, name: 'Welcome spins' })).toBeInTheDocument();
    expect(within(welcome).getByText('Spins').nextSibling).toHaveTextContent(/^50$/);
    expect(within(welcome).getByText('Bet per spin').nextSibling).toHaveTextContent('€0.20');
    expect(within(welcome).getByText('Expires on').nextSibling).toHaveTextContent('Dec 20, 2099');

    expect(within(daily).getByRole('heading', { level: 3, name: 'Daily drop' })).toBeInTheDocument();
    expect(within(daily).getByText('Spins').nextSibling).toHaveTextContent('3/10 today');
    expect(within(daily).getByText('Left in all').nextSibling).toHaveTextContent(/^40$/);
    expect(within(daily).getByText('Bet per spin').nextSibling).toHaveTextContent('€0.50');

    const play = within(daily).getByRole('link', { name: 'Play Lucky Dice' });
    expect(play).toHaveAttribute('href', '/game/lucky-dice?name=Lucky-Dice');
    const lang = urls[calls.findIndex((call) => call.path === freeSpins)]?.searchParams.get('lang');
    expect(lang).toBe('en');
    await user.click(play);
    expect(screen.getByTestId('location')).toHaveTextContent('/game/lucky-dice?name=Lucky-Dice');
  });

  it.each([
    ['without free spins', myFreeSpinsAnswer([])],
    ['when they cannot be read', apiError(500, 'internal')],
  ])('leaves the section out %s', async (_case, reply) => {
    const { calls } = mockApi({ [`GET ${mine}`]: answer(), [`GET ${freeSpins}`]: reply });
    renderWithProviders(<AccountBonusesScreen />);
    await screen.findByRole('article', { name: 'Welcome offer' });
    await waitFor(() => expect(calls.some((call) => call.path === freeSpins)).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('region', { name: 'Free spins' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('free-spins-award')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Have a promo code?' })).toBeInTheDocument();
  });

  it('shows an award without a daily limit as a count, one with a limit per day', async () => {
    const awards = [
      aFreeSpinsAward({ title: 'Counted', number: 7 }),
      aFreeSpinsAward({
        id: '7a2d2c0f-5e3b-4d2f-8b68-2a1e8d3c4b09',
        title: 'Daily',
        numberDay: 10,
        dayLimit: 10,
      }),
    ];
    mockApi({ [`GET ${mine}`]: answer(), [`GET ${freeSpins}`]: myFreeSpinsAnswer(awards) });
    renderWithProviders(<AccountBonusesScreen />);
    const section = await screen.findByRole('region', { name: 'Free spins' });
    expect(
      within(section)
        .getAllByTestId('free-spins-award')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^CountedSpins7Bet per spin/),
      expect.stringMatching(/^DailySpins10\/10 todayLeft in all50Bet per spin/),
    ]);
  });
});

describe('AccountBonusesScreen: promo codes', () => {
  const redeem = '/api/bonuses/promo-code';
  const gift = aBonusGrant({
    id: '6f1c1b9e-4d2a-4c1e-9a57-1f0d7c2b3a04',
    slug: 'free-ten',
    title: 'Ten on us',
    trigger: 'promo_code',
    status: 'queued',
    amount: 1_000,
    balance: 0,
    wagered: 0,
    wageringRequired: 30_000,
    activatedAt: null,
  });

  beforeEach(() => {
    localStorage.clear();
    setAuthenticated(true);
  });
  afterEach(() => setAuthenticated(false));

  /** The screen with its promo code form; `code` typed into the field and sent. */
  async function redeemCode(answers: Record<string, unknown>, code: string) {
    const api = mockApi({ [`GET ${mine}`]: answer(), ...answers });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['wallet', 'balance'], { currency: 'EUR', balanceMain: 0, bonusCasino: 8_000 });
    const rendered = renderWithProviders(<AccountBonusesScreen />, { queryClient });
    const form = await screen.findByRole('region', { name: 'Have a promo code?' });
    const field = within(form).getByRole('textbox', { name: 'Promo code' });
    await rendered.user.type(field, code);
    await rendered.user.click(within(form).getByRole('button', { name: 'Redeem' }));
    return { ...api, ...rendered, form, field };
  }

  it('activates a code with a bonus of its own: a toast, the field cleared, the new bonus listed', async () => {
    const bonuses = answer({ queue: [...answer().queue, gift] });
    const { calls, urls, form, field, queryClient } = await redeemCode(
      { [`POST ${redeem}`]: { outcome: 'activated', code: 'FREE10', bonuses } },
      ' FREE10 ',
    );
    await waitFor(() => expect(toasts()).toContain('bonuses.promoCode.activated'));
    expect(useUiStore.getState().toasts.at(-1)?.kind).toBe('success');
    expect(posts(calls)).toEqual([{ method: 'POST', path: redeem, body: { code: 'FREE10' } }]);
    expect(urls[calls.findIndex((call) => call.method === 'POST')]?.searchParams.get('lang')).toBe('en');
    expect(field).toHaveValue('');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    const queue = screen.getByRole('region', { name: 'Waiting bonuses' });
    expect(within(queue).getByRole('heading', { level: 3, name: 'Ten on us' })).toBeInTheDocument();
    expect(queryClient.getQueryState(['wallet', 'balance'])?.isInvalidated).toBe(true);
    expect(storage.get(STORAGE_KEYS.depositBonusPromoCode)).toBeNull();
    expect(useUiStore.getState().modals).toEqual({});
  });

  it('keeps a deposit code for the deposit form and opens the deposit', async () => {
    const { calls } = await redeemCode(
      { [`POST ${redeem}`]: { outcome: 'withDeposit', code: 'SPRING25', bonuses: answer() } },
      'spring25',
    );
    await waitFor(() => expect(toasts()).toContain('bonuses.promoCode.withDeposit'));
    expect(useUiStore.getState().toasts.at(-1)?.kind).toBe('info');
    expect(posts(calls)).toEqual([{ method: 'POST', path: redeem, body: { code: 'spring25' } }]);
    expect(storage.get(STORAGE_KEYS.depositBonusPromoCode)).toBe('SPRING25');
    expect(useUiStore.getState().modals).toEqual({ DEPOSIT: {} });
  });

  it.each([
    [400, 'no_such_code'],
    [400, 'invalid_promo_code'],
    [429, 'rate_limited'],
  ])('shows a %i %s under the field', async (status, code) => {
    const { form, field } = await redeemCode({ [`POST ${redeem}`]: apiError(status, code) }, 'NOPE');
    expect(await within(form).findByRole('alert')).toHaveTextContent(testI18n.t(`apiErrors.${code}`));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('NOPE');
    expect(toasts()).toEqual([]);
    expect(useUiStore.getState().modals).toEqual({});
  });

  it.each([
    ['SPRING 25!', 'validation.invalidCharacters'],
    ['   ', 'validation.required'],
    ['X'.repeat(33), 'validation.tooLong'],
  ])('refuses %j without a request', async (code, key) => {
    const { calls, form, field } = await redeemCode({}, code);
    expect(await within(form).findByRole('alert')).toHaveTextContent(testI18n.t(key));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)).toEqual([]);
  });
});
