import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../../shared/play-api.ts';
import { App } from '../app.tsx';
import { parseRoute } from '../route.ts';
import { gameDetails, sessionView, SESSION_ID } from '../test-support/fixtures.ts';
import { mockStudioServer, refusal } from '../test-support/studio-fetch-mock.ts';
import { DICE_RULES, diceAnswer, diceRound } from './dice-fixtures.ts';

const RULES = DICE_RULES;

afterEach(() => vi.unstubAllGlobals());

describe('the dice screen', () => {
  it('quotes the multiplier and payout live and rolls the chosen bet', async () => {
    const server = mockStudioServer({
      'POST /studio/api/sessions': {
        body: sessionView({
          gameId: 'lucky-dice',
          bets: { currency: 'EUR', levels: [10, 20, 100, 200], defaultBet: 100 },
        }),
      },
      'GET /studio/api/games/lucky-dice?currency=EUR': { body: gameDetails(RULES, 'lucky-dice') },
      [`POST /studio/api/sessions/${SESSION_ID}/dice`]: {
        body: { round: diceRound(80.12, true, 396), balance: 100_296 },
      },
    });
    const user = userEvent.setup();
    render(<App route={parseRoute('/studio/play/lucky-dice?mode=demo&lang=en')} />);
    expect(await screen.findByText('House edge: 1.00 %.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play' }));

    // 49.50 % under: (100 − 1) / 49.5 = 2.
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('×2.0000');
    expect(screen.getByTestId('dice-payout')).toHaveTextContent('€2.00');

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Win chance' }), { target: { value: '25' } });
    await user.click(screen.getByRole('button', { name: 'Roll over' }));
    expect(screen.getByRole('button', { name: 'Roll over' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('dice-target')).toHaveTextContent('Roll over 74.99');
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('×3.9600');
    expect(screen.getByTestId('dice-payout')).toHaveTextContent('€3.96');

    await user.click(screen.getByRole('button', { name: 'Roll' }));
    await waitFor(() =>
      expect(screen.getByTestId('dice-result')).toHaveTextContent('Rolled 80.12 · You win €3.96'),
    );
    expect(screen.getByTestId('balance')).toHaveTextContent('€1,002.96');
    expect(screen.getByTestId('last-win')).toHaveTextContent('€3.96');
    expect(server.calls.at(-1)?.body).toEqual({ bet: 100, target: 74.99, direction: 'over' });
  });

  it('keeps the chance within the game’s limits', async () => {
    mockStudioServer({
      'POST /studio/api/sessions': { body: sessionView({ gameId: 'lucky-dice' }) },
      'GET /studio/api/games/lucky-dice?currency=EUR': { body: gameDetails(RULES, 'lucky-dice') },
    });
    const user = userEvent.setup();
    render(<App route={parseRoute('/studio/play/lucky-dice?mode=demo&lang=en')} />);
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    const field = screen.getByRole('spinbutton', { name: 'Win chance' });
    fireEvent.change(field, { target: { value: '99.5' } });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // The quote stays on the last allowed chance.
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('×2.0000');
    fireEvent.change(screen.getByRole('slider', { name: 'Win chance' }), { target: { value: '98' } });
    expect(screen.getByTestId('dice-multiplier')).toHaveTextContent('×1.0102');
  });
});

describe('the dice bet and auto-bet', () => {
  const LEVELS = { currency: 'EUR', levels: [10, 20, 100, 200], defaultBet: 100 };
  const ROLL = `POST /studio/api/sessions/${SESSION_ID}/dice`;

  async function openDice(
    routes: Parameters<typeof mockStudioServer>[0] = {},
    session: Partial<SessionView> = {},
    betLabel = 'Bet',
  ) {
    const server = mockStudioServer({
      'POST /studio/api/sessions': { body: sessionView({ gameId: 'lucky-dice', bets: LEVELS, ...session }) },
      [`GET /studio/api/games/lucky-dice?currency=${session.currency ?? 'EUR'}`]: {
        body: gameDetails(RULES, 'lucky-dice'),
      },
      ...routes,
    });
    const user = userEvent.setup();
    render(<App route={parseRoute(`/studio/play/lucky-dice?mode=demo&lang=${session.language ?? 'en'}`)} />);
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    return { server, user, field: screen.getByRole('textbox', { name: betLabel }) };
  }

  const retype = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
    await user.clear(field);
    if (text !== '') await user.type(field, text);
  };

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('takes a typed bet within the limits, with ½ and 2× kept to them', async () => {
    const { server, user, field } = await openDice({
      [ROLL]: { body: diceAnswer({ won: false, payout: 0, bet: 200 }, 99_800) },
    });
    expect(field).toHaveValue('1.00');

    await retype(user, field, '1,5');
    // 49.50 % under pays ×2.
    expect(screen.getByTestId('dice-payout')).toHaveTextContent('€3.00');
    expect(field).not.toHaveAttribute('aria-invalid');

    await retype(user, field, '3');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('bet-problem')).toHaveTextContent('The highest bet is €2.00.');
    expect(screen.getByRole('button', { name: 'Roll' })).toBeDisabled();
    await retype(user, field, '0.05');
    expect(screen.getByTestId('bet-problem')).toHaveTextContent('The lowest bet is €0.10.');
    await retype(user, field, '1.234');
    expect(screen.getByTestId('bet-problem')).toHaveTextContent('Enter an amount such as 0.10.');

    // ½ and 2× start from the last amount that was right while typing: 1.23.
    await user.click(screen.getByRole('button', { name: 'Halve the bet' }));
    expect(field).toHaveValue('0.61');
    expect(screen.getByTestId('bet-problem')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Double the bet' }));
    await user.click(screen.getByRole('button', { name: 'Double the bet' }));
    expect(field).toHaveValue('2.00');
    expect(screen.getByRole('button', { name: 'Double the bet' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Roll' }));
    await waitFor(() => expect(screen.getByTestId('dice-result')).toHaveTextContent('No win this time'));
    expect(server.calls.at(-1)?.body).toMatchObject({ bet: 200 });
  });

  it('plays no bet above the balance', async () => {
    const { user, field } = await openDice({}, { balance: 150 });
    await retype(user, field, '2');
    expect(screen.getByTestId('bet-problem')).toHaveTextContent('Not enough money for this bet.');
    expect(screen.getByRole('button', { name: 'Roll' })).toBeDisabled();
    await retype(user, field, '1.50');
    expect(screen.getByRole('button', { name: 'Roll' })).toBeEnabled();
  });

  it('auto-bets the number of rolls set and says it has finished', async () => {
    const { server, user } = await openDice({
      [ROLL]: [
        { body: diceAnswer({ won: false, payout: 0 }, 99_900) },
        { body: diceAnswer({ won: true, payout: 396 }, 100_196) },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Auto' }));
    expect(screen.getByRole('button', { name: 'Auto' })).toHaveAttribute('aria-pressed', 'true');
    await retype(user, screen.getByRole('textbox', { name: 'Number of rolls' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Stop at a loss of' }), '5');

    await user.click(screen.getByRole('button', { name: 'Start auto-bet' }));
    await waitFor(() => expect(screen.getByTestId('auto-status')).toHaveTextContent('Auto-bet finished.'), {
      timeout: 3_000,
    });
    expect(screen.getByTestId('auto-status')).toHaveTextContent('Rolls: 2 of 2 · Result: +€1.96');
    expect(server.calls.filter((call) => call.path.endsWith('/dice'))).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Start auto-bet' })).toBeEnabled();
  });

  it('stops auto-bet at once when a stake is refused for lack of money', async () => {
    const { server, user } = await openDice({
      [ROLL]: [
        { body: diceAnswer({ won: false, payout: 0 }, 99_900) },
        refusal(402, 'INSUFFICIENT_FUNDS', 50),
        { body: diceAnswer({ won: false, payout: 0 }, 99_800) },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Auto' }));
    await user.click(screen.getByRole('button', { name: 'Start auto-bet' }));
    await waitFor(
      () =>
        expect(screen.getByTestId('auto-status')).toHaveTextContent(
          'Auto-bet stopped: not enough money for the next bet.',
        ),
      { timeout: 3_000 },
    );
    expect(server.calls.filter((call) => call.path.endsWith('/dice'))).toHaveLength(2);
  });

  it('stops auto-bet when the framing platform asks (a reality check over the game)', async () => {
    const platform = document.createElement('iframe');
    document.body.appendChild(platform);
    const platformWindow = platform.contentWindow as Window;
    const framed = vi.spyOn(window, 'parent', 'get').mockReturnValue(platformWindow);
    const referrer = vi
      .spyOn(document, 'referrer', 'get')
      .mockReturnValue('https://casino.example/game/ember-dice');
    try {
      const { server, user } = await openDice({
        [ROLL]: Array.from({ length: 50 }, () => ({ body: diceAnswer({ won: false, payout: 0 }, 99_900) })),
      });
      await user.click(screen.getByRole('button', { name: 'Auto' }));
      await user.click(screen.getByRole('button', { name: 'Start auto-bet' }));
      await waitFor(() =>
        expect(server.calls.filter((call) => call.path.endsWith('/dice')).length).toBeGreaterThan(0),
      );
      window.dispatchEvent(
        new MessageEvent('message', {
          source: platformWindow,
          origin: 'https://casino.example',
          data: { source: 'lumen-platform', type: 'pause' },
        }),
      );
      await waitFor(() => expect(screen.getByTestId('auto-status')).toHaveTextContent('Auto-bet stopped.'), {
        timeout: 3_000,
      });
      const rolled = server.calls.filter((call) => call.path.endsWith('/dice')).length;
      expect(rolled).toBeLessThan(50);
    } finally {
      framed.mockRestore();
      referrer.mockRestore();
      platform.remove();
    }
  });

  it('does not say the auto-bet settings are wrong until they are, and will not start then', async () => {
    const { user } = await openDice();
    await user.click(screen.getByRole('button', { name: 'Auto' }));
    const rolls = screen.getByRole('textbox', { name: 'Number of rolls' });
    expect(rolls).toHaveValue('10');
    expect(rolls).not.toHaveAttribute('aria-invalid');
    await retype(user, rolls, '0');
    expect(rolls).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Stop on a single win of' }), 'x');
    expect(screen.getByText('Enter an amount above zero, such as 0.10.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start auto-bet' })).toBeDisabled();
  });

  it('offers no auto-bet when the casino launches the game with autoplay=0, nor on the British site', async () => {
    window.history.replaceState(null, '', '/studio/play/lucky-dice?mode=demo&lang=en&autoplay=0');
    const first = await openDice();
    expect(screen.queryByRole('group', { name: 'Play mode' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Auto' })).toBeNull();
    expect(first.field).toBeInTheDocument();
    cleanup();

    window.history.replaceState(null, '', '/studio/play/lucky-dice?mode=demo&lang=gb&currency=GBP');
    await openDice({}, { language: 'gb', currency: 'GBP', bets: { ...LEVELS, currency: 'GBP' } }, 'Stake');
    expect(screen.queryByRole('button', { name: 'Auto' })).toBeNull();

    cleanup();
    window.history.replaceState(null, '', '/studio/play/lucky-dice?mode=demo&lang=en');
    await openDice();
    expect(screen.getByRole('group', { name: 'Play mode' })).toBeInTheDocument();
  });
});
