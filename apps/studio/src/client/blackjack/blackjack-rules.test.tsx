import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessagesProvider } from '../i18n/index.ts';
import { BLACKJACK_TABLE_RULES } from './blackjack-fixtures.ts';
import { BlackjackRulesPanel } from './blackjack-rules.tsx';

describe('the blackjack rules panel', () => {
  it('states the table’s rules and the RTP with basic strategy', () => {
    render(<BlackjackRulesPanel rules={BLACKJACK_TABLE_RULES} currency="EUR" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'How blackjack is played' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'The shoe holds 6 decks and is shuffled before every round.',
      'The dealer draws to 16 and stands on every 17, soft 17 included.',
      'With an ace or a ten-value card showing, the dealer checks for blackjack before you play; a dealer blackjack ends the round at once.',
      'A blackjack, an ace and a ten-value card as your first two cards, pays 3:2.',
      'Any other win pays 1:1, and a push (equal totals) gives your bet back.',
      'When the dealer shows an ace you may take insurance for half your bet. It pays 2:1 if the dealer has blackjack.',
      'Double on any first two cards: your bet doubles and you get exactly one more card. You may double after a split too.',
      'Split two cards of the same rank into two hands, up to 4 hands in all. Two ten-value cards of different ranks, such as a king and a queen, are not a pair.',
      'Split aces get one card each and cannot be split again.',
      'A 21 made after a split counts as 21, not blackjack.',
      'Surrender is not offered.',
      'A hand you leave unfinished is completed automatically: insurance declined and every open hand standing.',
    ]);
    expect(screen.getByTestId('blackjack-rtp')).toHaveTextContent(
      'Return to player with basic strategy: 99.59 %.',
    );
  });

  it('speaks the page’s language', () => {
    render(
      <MessagesProvider language="de">
        <BlackjackRulesPanel rules={BLACKJACK_TABLE_RULES} currency="EUR" headingLevel={3} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'So wird Blackjack gespielt' })).toBeInTheDocument();
    expect(screen.getByTestId('blackjack-rtp')).toHaveTextContent(
      'Auszahlungsquote mit Grundstrategie: 99,59 %.',
    );
  });
});
