import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessagesProvider } from '../i18n/index.ts';
import { BACCARAT_RULES } from './baccarat-fixtures.ts';
import { BaccaratRulesPanel } from './baccarat-rules.tsx';

describe('the baccarat rules', () => {
  it('lists each bet with its pay, exact RTP and limits, the shoe and the commission', () => {
    render(<BaccaratRulesPanel rules={BACCARAT_RULES} currency="EUR" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'How baccarat works' })).toBeInTheDocument();
    const cells = (kind: string) =>
      within(screen.getByTestId(`rules-bet-${kind}`))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('player')).toEqual(['1:1', '98.76 %', '€0.10 to €500.00']);
    expect(cells('banker')).toEqual(['19:20', '98.94 %', '€0.10 to €500.00']);
    expect(cells('tie')).toEqual(['8:1', '85.64 %', '€0.10 to €100.00']);
    expect(cells('playerPair')).toEqual(['11:1', '89.64 %', '€0.10 to €50.00']);
    expect(cells('bankerPair')).toEqual(['11:1', '89.64 %', '€0.10 to €50.00']);
    expect(
      screen.getByText('A winning banker bet pays 1:1 less a 5.00 % commission, that is 19:20.'),
    ).toBeInTheDocument();
    expect(screen.getByText('On a tie, player and banker bets are returned.')).toBeInTheDocument();
    expect(
      screen.getByText('Cards come from a shoe of 8 decks, shuffled before every round.'),
    ).toBeInTheDocument();
    expect(screen.getByText('All bets of a round together: at most €1,000.00.')).toBeInTheDocument();
    expect(
      screen.getByText('Otherwise the player draws a third card on 0 to 5 and stands on 6 or 7.'),
    ).toBeInTheDocument();
  });

  it('shows the banker’s tableau with letters and words, not colour alone', () => {
    render(<BaccaratRulesPanel rules={BACCARAT_RULES} currency="EUR" headingLevel={3} />);
    const tableau = screen.getByRole('table', { name: 'The banker’s third card: D draws, S stands' });
    const rows = within(tableau).getAllByRole('row');
    // Two header rows, then the banker's totals 0 to 7.
    expect(rows).toHaveLength(10);
    const row = (total: number) =>
      within(rows[total + 2] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row(3)).toEqual([...Array(8).fill('Ddraws'), 'Sstands', 'Ddraws']);
    expect(row(6)).toEqual([...Array(6).fill('Sstands'), 'Ddraws', 'Ddraws', 'Sstands', 'Sstands']);
    expect(row(7)).toEqual(Array(10).fill('Sstands'));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('speaks the page’s language', () => {
    render(
      <MessagesProvider language="de">
        <BaccaratRulesPanel rules={BACCARAT_RULES} currency="EUR" headingLevel={2} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('heading', { name: 'So funktioniert Baccarat' })).toBeInTheDocument();
    expect(within(screen.getByTestId('rules-bet-banker')).getByRole('rowheader')).toHaveTextContent('Bank');
    expect(within(screen.getByTestId('rules-bet-banker')).getAllByRole('cell')[2]).toHaveTextContent(
      '0,10 € bis 500,00 €',
    );
  });
});
