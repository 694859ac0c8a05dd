import { gameLaunchSchema, gameListSchema, transactionPageSchema } from '@casino/contracts';
import type { BrowserSession, DemoApi } from './demo-api.ts';
import { makeDeposits } from './demo-payments.ts';
import type { RoundPlayer, RoundsOutcome } from './demo-rounds.ts';
import { DEMO_WINNERS, type DemoWinner } from './demo-winner-accounts.ts';
import { completeProfile, DEMO_PROFILE } from './demo-verification.ts';

/** Slot spins per demo winner: enough for a few winning rounds each at the game's default bet. */
const SPINS = 25;
/** The slots the demo winners play, the i-th winner the i-th of them (fewer games: round the list). */
const SLOTS_READ = 10;

/**
 * The demo winners' rounds (demo-winner-accounts.ts): each completes the profile, makes the three sandbox deposits
 * and plays slot spins for real money on a slot of the lobby through the studio, which settles them through the
 * seamless wallet. The top winners are then the rounds among them that paid more than they staked. A winner who
 * has played at an earlier start is left alone.
 */
export async function playDemoWinners(
  api: DemoApi,
  signIn: (email: string) => Promise<BrowserSession>,
  roundPlayer: RoundPlayer,
): Promise<RoundsOutcome> {
  const unavailable = await roundPlayer.unavailable();
  if (unavailable) return { skipped: unavailable };
  let played = 0;
  for (const [index, winner] of DEMO_WINNERS.entries()) {
    const player = await signIn(winner.email);
    const history = await api.read(player, '/api/wallet/game-transactions?pageSize=1', transactionPageSchema);
    if (history.total > 0) continue;
    await completeProfile(api, player, profileOf(winner));
    await makeDeposits(api, player, winner.currency);
    const { games } = await api.read(
      player,
      `/api/games?category=slots&pageSize=${SLOTS_READ}`,
      gameListSchema,
    );
    const game = games[index % Math.max(games.length, 1)];
    if (!game) return { skipped: 'the catalogue has no slot' };
    const launch = await api.write(
      player,
      'POST',
      `/api/games/${game.id}/launch`,
      { mode: 'real', language: winner.language },
      gameLaunchSchema,
    );
    played += await roundPlayer.play(launch, SPINS, 'slot');
  }
  return { played };
}

function profileOf(winner: DemoWinner) {
  return {
    ...DEMO_PROFILE,
    firstName: winner.firstName,
    surename: 'Demo',
    country: winner.country,
    city: winner.city,
    postCode: winner.postCode,
    address: 'Demo Street 1',
  };
}
