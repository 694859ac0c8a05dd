import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardOfCode } from '@casino/game-math';
import { MessagesProvider, type Language } from '../i18n/index.ts';
import { PlayingCard } from './playing-card.tsx';

function renderIn(language: Language, code: string | null) {
  return render(
    <MessagesProvider language={language}>
      <PlayingCard card={code === null ? null : cardOfCode(code)} />
    </MessagesProvider>,
  );
}

describe('a playing card', () => {
  it('shows its rank and suit face up, named in words', () => {
    render(<PlayingCard card={cardOfCode('QH')} size="large" highlighted />);
    const card = screen.getByRole('img', { name: 'Queen of hearts' });
    expect(card).toHaveTextContent('Q');
    expect(card).toHaveTextContent('♥');
    expect(card).toHaveAttribute('data-highlighted', 'true');
  });

  it('writes a ten as 10 and a face-down card as its back', () => {
    render(<PlayingCard card={cardOfCode('TS')} />);
    expect(screen.getByRole('img', { name: 'Ten of spades' })).toHaveTextContent('10');
    render(<PlayingCard card={null} />);
    expect(screen.getByRole('img', { name: 'face-down card' })).toHaveTextContent('');
  });

  it.each([
    ['de', 'QH', 'Herz-Dame'],
    ['fr', 'AS', 'As de pique'],
    ['es', 'KC', 'Rey de tréboles'],
    ['pt', 'JD', 'Valete de ouros'],
    ['ro', '7H', 'Șapte de cupă'],
    ['sk', 'QH', 'Srdcová dáma'],
    ['sk', 'AS', 'Pikové eso'],
    ['sk', 'KC', 'Krížový kráľ'],
    ['sl', '2D', 'Dvojka barve karo'],
    ['gb', '9C', 'Nine of clubs'],
  ] as const)('is named in the page’s language (%s %s: %s)', (language, code, name) => {
    renderIn(language, code);
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
  });

  it('names a face-down card in the page’s language', () => {
    renderIn('de', null);
    expect(screen.getByRole('img', { name: 'verdeckte Karte' })).toBeInTheDocument();
  });
});
