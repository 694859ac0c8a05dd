import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { aBonusGrant, myBonusesAnswer } from '../../../test/fixtures.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { createTestQueryClient, renderWithProviders, testI18n } from '../../../test/render.tsx';
import { asSignedInPlayer } from '../../../test/signed-in.ts';
import BonusModal from './bonus-modal.tsx';
import { myBonusesQueryKey } from '../api/get-my-bonuses.ts';

asSignedInPlayer();

const mine = 'GET /api/bonuses/mine';
const answer = myBonusesAnswer();
const welcome = aBonusGrant();
const [reload = aBonusGrant()] = answer.queue;

const render = (id: string | undefined, options: Parameters<typeof renderWithProviders>[1] = {}) => {
  const close = vi.fn();
  const rendered = renderWithProviders(
    <BonusModal name="BONUS_MODAL" props={id === undefined ? {} : { id }} close={close} />,
    options,
  );
  return { ...rendered, close };
};

/** The figure a term of the modal shows. */
const figure = (name: string) => screen.getByText(name).nextSibling;

describe('BONUS_MODAL', () => {
  it('shows the active bonus the event named with its figures, and leads to My bonuses', async () => {
    const { urls } = mockApi({ [mine]: answer });
    const { user, close } = render(welcome.id, { route: '/games' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Welcome offer' })).toBeInTheDocument();
    expect(screen.getByText('A bonus is yours')).toBeInTheDocument();
    expect(figure('Bonus amount')).toHaveTextContent('€100.00');
    expect(figure('Wagering required')).toHaveTextContent('€1,000.00');
    expect(figure('Maximum bet')).toHaveTextContent('€5.00');
    expect(figure('Maximum cash-out')).toHaveTextContent('€1,000.00');
    expect(figure('Expires on')).toHaveTextContent('Dec 20, 2099');
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByTestId('bonus-modal-state')).toHaveTextContent(testI18n.t('bonuses.modal.activeText'));
    expect(urls[0]?.searchParams.get('lang')).toBe('en');

    const link = screen.getByRole('link', { name: 'See my bonuses' });
    expect(link).toHaveAttribute('href', '/profile/bonuses');
    await user.click(link);
    expect(close).toHaveBeenCalledOnce();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/bonuses');
  });

  it('reads the bonuses and leads to My bonuses in the page language', async () => {
    const { urls } = mockApi({ [mine]: answer });
    const { user } = render(welcome.id, { route: '/de/game/starfall-fortune' });
    await screen.findByRole('heading', { level: 3, name: 'Welcome offer' });
    expect(urls[0]?.searchParams.get('lang')).toBe('de');
    expect(figure('Bonus amount')).toHaveTextContent('100,00 €');
    await user.click(screen.getByRole('link', { name: 'See my bonuses' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/de/profile/bonuses');
  });

  it('shows a queued bonus as waiting in the queue', async () => {
    mockApi({ [mine]: { ...answer, queue: [{ ...reload, maxCashOut: null }] } });
    render(reload.id);
    expect(await screen.findByRole('heading', { level: 3, name: 'Weekly reload' })).toBeInTheDocument();
    expect(figure('Bonus amount')).toHaveTextContent('€25.00');
    expect(figure('Wagering required')).toHaveTextContent('€750.00');
    expect(figure('Maximum cash-out')).toHaveTextContent('No cap');
    expect(figure('Expires on')).toHaveTextContent('Dec 27, 2099');
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(screen.getByTestId('bonus-modal-state')).toHaveTextContent(testI18n.t('bonuses.modal.queuedText'));
  });

  it('without an id, shows the active bonus', async () => {
    mockApi({ [mine]: answer });
    render(undefined);
    expect(await screen.findByRole('heading', { level: 3, name: 'Welcome offer' })).toBeInTheDocument();
  });

  it('reads the bonuses again on opening: a recent answer may lack the bonus just granted', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(myBonusesQueryKey('en'), { ...answer, queue: [] });
    const { calls } = mockApi({ [mine]: answer });
    render(reload.id, { queryClient });
    expect(screen.getByTestId('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Weekly reload' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('says "bonus not found" for a bonus that is neither active nor waiting', async () => {
    mockApi({ [mine]: answer });
    render('6f1c1b9e-4d2a-4c1e-9a57-1f0d7c2b3a03');
    expect(await screen.findByText(testI18n.t('apiErrors.bonus_not_found'))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my bonuses' })).toHaveAttribute('href', '/profile/bonuses');
  });

  it('without an id and without an active bonus, says that none is active', async () => {
    mockApi({ [mine]: { ...answer, active: null } });
    render(undefined);
    expect(await screen.findByText('No bonus is active right now.')).toBeInTheDocument();
  });

  it('offers a retry when the bonuses cannot be read', async () => {
    mockApi({ [mine]: apiError(500, 'internal') });
    render(welcome.id);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(testI18n.t('general.loadError'));
    expect(within(alert).getByRole('button', { name: testI18n.t('general.tryAgain') })).toBeInTheDocument();
  });
});
