import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoundVerification, RoundView } from '../../../shared/play-api.ts';
import { HistoryPanel } from '../index.ts';
import { mockFetch } from '../test-support/mock-fetch.ts';
import { roundViewOf } from '../test-support/stored-rounds.ts';
import {
  safeCells,
  storedBaccarat,
  storedBlackjack,
  storedMines,
  storedPlinko,
  storedRoulette,
  storedVideoPoker,
} from '../test-support/stored-table-rounds.ts';

const GAME = 'test-table';
const ROUNDS_URL = `GET /studio/api/sessions/session-1/rounds?gameId=${GAME}`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function viewOf(round: RoundVerification, extra: Partial<RoundView> = {}): RoundView {
  return roundViewOf(
    { ...round, gameId: GAME },
    {
      balanceBefore: 10_000,
      balanceAfter: 10_000 - round.stake + round.totalWin,
      playedAt: '2026-11-21T20:00:00.000Z',
      ...extra,
    },
  );
}

function renderPanel(rounds: readonly RoundView[], language = 'en') {
  mockFetch({ [ROUNDS_URL]: { status: 200, body: { rounds } } });
  render(
    <HistoryPanel sessionId="session-1" gameId={GAME} currency="EUR" language={language} onClose={vi.fn()} />,
  );
}

async function expand(name: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name }));
}

/** The cells of a table row found by its header. */
function cellsOf(rowHeader: string): string[] {
  const row = screen.getByRole('rowheader', { name: rowHeader }).closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

function valueOf(term: string): string {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

describe('HistoryPanel with table games', () => {
  it('names every kind of table round in the list', async () => {
    const mines = storedMines({ nonce: 3 }, { mines: 3, stake: 100, houseEdge: 0.01 }, [
      { type: 'reveal', cell: safeCells({ nonce: 3 }, 3)[0] as number },
      { type: 'cash-out' },
    ]);
    renderPanel([
      viewOf(storedRoulette({ nonce: 0 }, [{ kind: 'red', amount: 100 }])),
      viewOf(storedBaccarat({ nonce: 0 }, { banker: 100 })),
      viewOf(storedPlinko({ nonce: 0 }, 100, { rows: 16, risk: 'medium', houseEdge: 0.01 })),
      viewOf(storedBlackjack({ nonce: 0 }, 100)),
      viewOf(storedVideoPoker({ nonce: 0 }, { coins: 5, coinValue: 20 }, [true, false, true, false, false])),
      viewOf(mines),
    ]);
    const kinds = (await screen.findAllByRole('listitem')).map(
      (item) => within(item).getByRole('button').textContent,
    );
    expect(kinds.map((text) => text?.split(' ')[0])).toEqual([
      'Roulette',
      'Baccarat',
      'Plinko',
      'Blackjack',
      'Video',
      'Mines',
    ]);
  });

  it('recalls a roulette spin: the number and its colour in words, every bet and what it paid', async () => {
    const round = storedRoulette({ nonce: 0 }, [
      { kind: 'straight', numbers: [0], amount: 100 },
      { kind: 'red', amount: 200 },
      { kind: 'dozen', dozen: 1, amount: 50 },
    ]);
    renderPanel([viewOf(round)]);
    await expand(/Roulette/);
    expect(valueOf('Winning number')).toBe('0');
    expect(valueOf('Color')).toBe('Green');
    expect(screen.getByRole('table', { name: 'Your bets and what each paid back' })).toBeInTheDocument();
    expect(cellsOf('Straight up 0')).toEqual(['€1.00', 'Won', '€36.00']);
    expect(cellsOf('Red')).toEqual(['€2.00', 'Lost', '€0.00']);
    expect(cellsOf('Dozen 1–12')).toEqual(['€0.50', 'Lost', '€0.00']);
    expect(valueOf('Total stake')).toBe('€3.50');
    expect(valueOf('Total paid back')).toBe('€36.00');
  });

  it('recalls a blackjack hand: cards by name, totals, result, dealer, insurance and the timeout rule', async () => {
    const round = storedBlackjack({ nonce: 0 }, 100, { moves: 0, timeout: true });
    renderPanel([viewOf(round)]);
    await expand(/Blackjack/);
    const [cards, total, stake, result, payout] = cellsOf('Hand 1');
    expect(cards).toContain('Jack of clubs, Jack of clubs');
    expect(cards).toMatch(/J♣\uFE0E J♣\uFE0E/);
    expect([total, stake, result, payout]).toEqual(['20', '€1.00', 'Push: stake returned', '€1.00']);
    expect(valueOf('Dealer’s cards')).toContain('Nine of hearts, Ace of spades');
    expect(valueOf('Dealer’s total')).toBe('20');
    expect(valueOf('Insurance')).toBe('Not offered');
    expect(valueOf('Moves, in order')).toBe('Stand');
    expect(screen.getByText(/^Finished by the unfinished-round rule/)).toBeInTheDocument();
  });

  it('shows a blackjack hand still being played without its hole card, and does not verify it', async () => {
    const round = storedBlackjack({ nonce: 0 }, 100, { moves: 0 });
    mockFetch({
      [ROUNDS_URL]: {
        status: 200,
        body: { rounds: [viewOf(round, { status: 'playing', balanceAfter: null })] },
      },
      [`GET /studio/api/rounds/${round.roundId}/verify`]: { status: 200, body: round },
    });
    render(
      <HistoryPanel sessionId="session-1" gameId={GAME} currency="EUR" language="en" onClose={vi.fn()} />,
    );
    expect(await screen.findByRole('button', { name: /Blackjack/ })).toHaveTextContent(
      'Waiting for your move',
    );
    await expand(/Blackjack/);
    expect(valueOf('Dealer’s cards')).toContain('Nine of hearts, Face-down card');
    expect(screen.queryByText('Dealer’s total')).not.toBeInTheDocument();
    expect(screen.queryByText(/Ace of spades/)).not.toBeInTheDocument();
    expect(cellsOf('Hand 1')[3]).toBe('In play');
    expect(screen.queryByText(/Finished by the unfinished-round rule/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/This round is still being played/)).toBeInTheDocument();
  });

  it('verifies a blackjack round in the browser and shows the recomputed hands', async () => {
    const round = storedBlackjack({ nonce: 1 }, 100);
    mockFetch({
      [ROUNDS_URL]: { status: 200, body: { rounds: [viewOf(round)] } },
      [`GET /studio/api/rounds/${round.roundId}/verify`]: { status: 200, body: round },
    });
    render(
      <HistoryPanel sessionId="session-1" gameId={GAME} currency="EUR" language="en" onClose={vi.fn()} />,
    );
    await expand(/Blackjack/);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verified: the result matches')).toBeInTheDocument();
    const verifyView = within(screen.getByRole('region', { name: 'Verify round' }));
    expect(verifyView.getByRole('table', { name: 'Your hands' })).toBeInTheDocument();
    expect(verifyView.getByText('Cards dealt from the shoe, in order')).toBeInTheDocument();
  });

  it('draws a mines board with its gems, mines and the mine hit in words', async () => {
    const [gem] = safeCells({ nonce: 0 }, 3) as [number];
    const round = storedMines({ nonce: 0 }, { mines: 3, stake: 100, houseEdge: 0.01 }, [
      { type: 'reveal', cell: gem },
      { type: 'reveal', cell: 20 },
    ]);
    renderPanel([viewOf(round)]);
    await expand(/Mines/);
    const board = screen.getByRole('table', { name: 'The board, top row first' });
    const cells = within(board)
      .getAllByRole('cell')
      .filter((cell) => cell.textContent !== '');
    expect(cells).toHaveLength(25);
    const labels = cells.map((cell) => cell.textContent?.replace(/^[^A-Za-z]+/, ''));
    expect(labels.filter((label) => label === 'Gem')).toHaveLength(1);
    expect(labels.filter((label) => label === 'Mine')).toHaveLength(2);
    expect(labels[20]).toBe('Mine hit');
    expect(labels.filter((label) => label === 'Not revealed')).toHaveLength(21);
    expect(valueOf('Result')).toBe('A mine was hit: stake lost');
  });

  it('recalls video poker, baccarat and plinko rounds in the player’s language', async () => {
    renderPanel(
      [
        viewOf(
          storedVideoPoker({ nonce: 0 }, { coins: 5, coinValue: 20 }, [true, false, true, false, false]),
        ),
        viewOf(storedBaccarat({ nonce: 1 }, { player: 100, bankerPair: 10 })),
        viewOf(storedPlinko({ nonce: 0 }, 100, { rows: 16, risk: 'medium', houseEdge: 0.01 })),
      ],
      'de',
    );
    await expand(/Videopoker/);
    expect(cellsOf('Ausgeteilt')[0]).toContain('Pik-Dame');
    expect(cellsOf('Gehalten')).toEqual(['Ja', 'Nein', 'Ja', 'Nein', 'Nein']);
    expect(cellsOf('Endblatt')[1]).toContain('Karo-Neun');
    expect(valueOf('Blatt')).toBe('Keine Gewinnhand');

    await expand(/Baccara/);
    expect(valueOf('Gewinner')).toBe('Spieler');
    expect(valueOf('Bank-Paar')).toBe('Ja');

    await expand(/Plinko/);
    expect(valueOf('Weg ab der obersten Reihe (L links, R rechts)')).toBe('R R R R L L L R R R R R L L L R');
    expect(valueOf('Fach')).toBe('10');
  });
});
