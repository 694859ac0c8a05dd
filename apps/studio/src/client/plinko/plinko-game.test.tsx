import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '../i18n/index.ts';
import { gameDetails, sessionView, SESSION_ID } from '../test-support/fixtures.ts';
import { mockStudioServer } from '../test-support/studio-fetch-mock.ts';
import { PLINKO_RULES, plinkoAnswer } from './plinko-fixtures.ts';
import { PlinkoGame } from './plinko-game.tsx';
import { PlinkoRulesPanel } from './plinko-rules.tsx';

// The header's paytable lists every game kind's rules; this screen's test needs none of them.
vi.mock('../paytable/info-content.tsx', () => ({ InfoContent: () => null }));

afterEach(() => vi.unstubAllGlobals());

describe('the plinko screen', () => {
  it('drops a ball on the chosen board and shows where it landed, the win and the balance', async () => {
    const answer = plinkoAnswer(14, 'low', 100, 100_000);
    const server = mockStudioServer({ [`POST /studio/api/sessions/${SESSION_ID}/plinko`]: { body: answer } });
    const user = userEvent.setup();
    render(
      <MessagesProvider language="en">
        <PlinkoGame
          session={sessionView({ gameId: 'ruby-plinko' })}
          details={gameDetails(PLINKO_RULES, 'ruby-plinko')}
          rules={PLINKO_RULES}
          onFatal={() => undefined}
        />
      </MessagesProvider>,
    );
    await user.selectOptions(screen.getByLabelText('Rows'), '14');
    await user.click(screen.getByRole('button', { name: 'Low' }));
    await user.click(screen.getByRole('button', { name: 'Drop' }));
    await waitFor(() => expect(screen.getByTestId('plinko-status')).toHaveTextContent('Landed in'));
    expect(server.calls[0]?.body).toEqual({ bet: 100, rows: 14, risk: 'low' });
    expect(screen.getByTestId('plinko-recent').children).toHaveLength(1);
    expect(screen.getByTestId('balance')).toHaveTextContent(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format((answer.balance ?? 0) / 100),
    );
  });

  it('explains the game and lists a board’s multipliers', async () => {
    render(
      <MessagesProvider language="en">
        <PlinkoRulesPanel rules={PLINKO_RULES} currency="EUR" headingLevel={2} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('heading', { name: 'How plinko is played' })).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Bins with 12 rows, Medium risk' }).querySelectorAll('tbody tr'),
    ).toHaveLength(13);
  });
});
