import type { SlotSpinResult } from '@casino/game-math';
import type { GameDetails, RoundView, SessionView, SlotRules } from '../../shared/play-api.ts';

export const SESSION_ID = 'session-1';

export function sessionView(overrides: Partial<SessionView> = {}): SessionView {
  return {
    sessionId: SESSION_ID,
    gameId: 'test-slot',
    mode: 'demo',
    currency: 'EUR',
    language: 'en',
    balance: 100_000,
    bets: { currency: 'EUR', levels: [20, 40, 100, 200], defaultBet: 100 },
    seeds: { serverSeedHash: 'a'.repeat(64), clientSeed: 'client', nonce: 0 },
    unfinishedRound: null,
    freeRounds: null,
    ...overrides,
  };
}

export const SLOT_RULES: SlotRules = {
  kind: 'slot',
  reels: 5,
  rows: 3,
  betCoins: 20,
  pays: {
    kind: 'lines',
    lines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
    ],
  },
  megaways: null,
  symbols: [
    { id: 'H1', kind: 'regular', name: 'Hammer', pays: [0, 0, 0, 20, 60, 180], image: '' },
    { id: 'L1', kind: 'regular', name: 'Ace', pays: [0, 0, 0, 5, 10, 25], image: '' },
    { id: 'L2', kind: 'regular', name: 'King', pays: [0, 0, 0, 8, 16, 40], image: '' },
    { id: 'WILD', kind: 'wild', name: 'Wild', pays: [0, 0, 0, 50, 100, 500], image: '' },
    { id: 'BONUS', kind: 'scatter', name: 'Bonus', pays: [0, 0, 0, 40, 200, 1000], image: '' },
  ],
  freeSpins: { awards: [0, 0, 0, 10, 15, 20], retriggers: [0, 0, 0, 5, 5, 5], maxSpins: 100, multiplier: 3 },
  bonusBuy: { priceInBets: 56.9, spins: 10 },
  drops: null,
};

export function gameDetails(rules: GameDetails['rules'] = SLOT_RULES, id = 'test-slot'): GameDetails {
  return {
    game: {
      id,
      name: rules.kind === 'slot' ? 'Hammer Time' : 'Lucky Dice',
      studio: { id: 'northern-lights', name: 'Northern Lights Gaming' },
      type: rules.kind === 'slot' ? 'slot-lines' : 'dice',
      categories: [],
      badges: [],
      hasDemo: true,
      isWagering: true,
      rtp: 0.9600004,
      bonusBuyRtp: rules.kind === 'slot' ? 0.9651 : null,
      volatility: 'high',
      images: { desktop: '', mobile: '' },
      gradientColor: '#3b5b7a',
      launchUrl: '',
    },
    theme: { key: 'norse', from: '#3b5b7a', to: '#0c1620', accent: '#e8c170', text: '#f0f6fb' },
    rules,
    bets: { currency: 'EUR', levels: [20, 40, 100, 200], defaultBet: 100 },
  };
}

export function slotSpin(overrides: Partial<SlotSpinResult> = {}): SlotSpinResult {
  return {
    mode: 'base',
    bet: 100,
    multiplier: 1,
    heights: [3, 3, 3, 3, 3],
    stops: [4, 17, 2, 9, 30],
    window: [
      ['H1', 'L2', 'L1'],
      ['L1', 'L2', 'H1'],
      ['H1', 'L2', 'L1'],
      ['L1', 'H1', 'WILD'],
      ['L1', 'H1', 'L1'],
    ],
    wins: [],
    scatter: null,
    freeSpinsAwarded: 0,
    drop: null,
    totalWin: 0,
    ...overrides,
  };
}

export function spinRound(spin: SlotSpinResult, overrides: Partial<RoundView> = {}): RoundView {
  return {
    roundId: 'round-1',
    gameId: 'test-slot',
    kind: 'spin',
    status: 'closed',
    currency: 'EUR',
    bet: spin.bet,
    stake: spin.bet,
    totalWin: spin.totalWin,
    outcome: { kind: 'spin', spin, feature: null, featureValue: 0 },
    steps: [],
    feature: null,
    balanceBefore: 100_000,
    balanceAfter: 100_000 - spin.bet + spin.totalWin,
    seeds: { serverSeedHash: 'a'.repeat(64), clientSeed: 'client', nonce: 0, serverSeed: null },
    playedAt: '2026-11-21T20:00:00.000Z',
    ...overrides,
  };
}
