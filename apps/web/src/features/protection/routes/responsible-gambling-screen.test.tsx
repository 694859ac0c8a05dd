import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { LimitView, PlayerProtection } from '@casino/contracts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders, testI18n } from '../../../test/render.tsx';
import ResponsibleGamblingScreen from './responsible-gambling-screen.tsx';

const money = (kind: LimitView['kind'], period: LimitView['period']): LimitView => ({
  kind,
  period,
  amount: null,
  used: 0,
  currency: kind === 'session' ? null : 'EUR',
  pending: null,
});

function protection(overrides: Partial<PlayerProtection> = {}): PlayerProtection {
  return {
    market: 'default',
    exclusion: null,
    returnRequest: { mayRequest: false, returnsAt: null },
    limits: [
      ...(['deposit', 'loss', 'wager'] as const).flatMap((kind) =>
        (['day', 'week', 'month'] as const).map((period) => money(kind, period)),
      ),
      money('session', 'session'),
    ],
    realityCheck: { minutes: null, mayBeOff: true },
    coolingOffHours: 24,
    ...overrides,
  };
}

const withLimit = (
  state: PlayerProtection,
  change: Partial<LimitView> & Pick<LimitView, 'kind' | 'period'>,
) => ({
  ...state,
  limits: state.limits.map((limit) =>
    limit.kind === change.kind && limit.period === change.period ? { ...limit, ...change } : limit,
  ),
});

beforeEach(() => useUiStore.setState({ modals: {}, toasts: [] }));
const toasts = () => useUiStore.getState().toasts.map((toast) => toast.text);

describe('ResponsibleGamblingScreen', () => {
  it('sets a daily deposit limit from a free amount in the player currency', async () => {
    const saved = withLimit(protection(), { kind: 'deposit', period: 'day', amount: 5_000 });
    const { calls } = mockApi({ 'GET /api/protection': protection(), 'PUT /api/protection/limits': saved });
    const { user } = renderWithProviders(<ResponsibleGamblingScreen />);
    const deposits = await screen.findByRole('region', { name: 'Deposit limits' });
    const day = within(deposits).getByRole('form', { name: 'Deposit limits, 24 hours' });
    await user.type(within(day).getByLabelText('New limit (€)'), '50');
    await user.click(within(day).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(toasts()).toContain('protection.limit.appliedNow'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: 5_000,
    });
    expect(within(day).getByTestId('limit-deposit-day')).toHaveTextContent('€0.00 used of €50.00');
  });

  it('shows a raise as pending with its dates, and refuses a bad amount without calling the server', async () => {
    const pending = withLimit(protection(), {
      kind: 'loss',
      period: 'week',
      amount: 10_000,
      pending: {
        amount: 20_000,
        requestedAt: '2026-11-27T10:00:00Z',
        confirmableFrom: '2099-11-28T10:00:00Z',
        lapsesAt: '2099-12-05T10:00:00Z',
      },
    });
    const { calls } = mockApi({ 'GET /api/protection': pending });
    const { user } = renderWithProviders(<ResponsibleGamblingScreen />);
    const losses = await screen.findByRole('region', { name: 'Loss limits' });
    const week = within(losses).getByRole('form', { name: 'Loss limits, 7 days' });
    expect(within(week).getByRole('status')).toHaveTextContent(/Change to €200\.00 requested/);
    expect(within(week).queryByRole('button', { name: 'Confirm change' })).not.toBeInTheDocument();
    await user.type(within(week).getByLabelText('New limit (€)'), 'abc');
    await user.click(within(week).getByRole('button', { name: 'Save limit' }));
    expect(within(week).getByLabelText('New limit (€)')).toHaveAccessibleDescription(
      testI18n.t('validation.positiveNumber'),
    );
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('asks before a self-exclusion starts, then shows it in force', async () => {
    const excluded = protection({
      exclusion: {
        kind: 'selfExclusion',
        period: '1y',
        startedAt: '2026-11-27T10:00:00Z',
        endsAt: '2099-11-27T10:00:00Z',
      },
    });
    const { calls } = mockApi({
      'GET /api/protection': protection(),
      'POST /api/protection/exclusions': excluded,
    });
    const { user } = renderWithProviders(<ResponsibleGamblingScreen />);
    const panel = await screen.findByRole('form', { name: 'Self-exclusion' });
    await user.selectOptions(within(panel).getByLabelText('Length'), '1y');
    await user.click(within(panel).getByRole('button', { name: 'Self-exclude' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a break now?' });
    expect(dialog).toHaveTextContent(/cannot be shortened or lifted early/);
    await user.click(within(dialog).getByRole('button', { name: 'Start the break' }));
    await waitFor(() => expect(toasts()).toContain('protection.break.started'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'selfExclusion',
      period: '1y',
    });
  });

  it('shows the server refusal of a shorter break', async () => {
    mockApi({
      'GET /api/protection': protection(),
      'POST /api/protection/exclusions': apiError(409, 'exclusion_in_force'),
    });
    const { user } = renderWithProviders(<ResponsibleGamblingScreen />);
    const panel = await screen.findByRole('form', { name: 'Time-out' });
    await user.click(within(panel).getByRole('button', { name: 'Start a time-out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a break now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Start the break' }));
    expect(await within(dialog).findByText(testI18n.t('apiErrors.exclusion_in_force'))).toBeInTheDocument();
  });

  it('offers no "off" for reality checks where the market keeps them on', async () => {
    mockApi({
      'GET /api/protection': protection({ market: 'uk', realityCheck: { minutes: 60, mayBeOff: false } }),
    });
    renderWithProviders(<ResponsibleGamblingScreen />);
    const select = await screen.findByLabelText('Remind me every');
    expect(within(select).queryByRole('option', { name: 'Off' })).not.toBeInTheDocument();
    expect(select).toHaveValue('60');
  });
});
