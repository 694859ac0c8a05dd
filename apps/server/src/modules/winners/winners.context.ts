import type { EventTopic, ServerEvent } from '@casino/contracts';
import type { WinningRound, WinningRoundsQuery } from '../game-wallet/winning-rounds.ts';

/** What the top winners need from the rest of the platform, handed over in modules/index.ts. */
export interface WinnersOptions {
  /** Settled rounds that paid more than they staked (game-wallet module). */
  winningRounds: (query: WinningRoundsQuery) => Promise<WinningRound[]>;
  /** Masked logins by account id (accounts module); never an e-mail address. */
  maskedLoginsOf: (userIds: readonly string[]) => Promise<Map<string, string>>;
  /** The catalogue's name of a provider's game (games module); null when it is not known. */
  gameNameOf: (provider: string, gameId: string) => Promise<string | null>;
  /** The visitor's country (ISO alpha-2) from the request address; null when unknown. */
  visitorCountryOf: (ip: string) => string | null;
  /** The country an account is registered in; null for an unknown account. */
  accountCountryOf: (userId: string) => Promise<string | null>;
  /** Whether the player is on a break from gambling (protection module). */
  onBreak: (userId: string) => Promise<boolean>;
  /** Sends an event to open pages over `/ws` (the platform's bus). */
  publish: (topic: EventTopic, event: ServerEvent) => Promise<void>;
  now: () => Date;
}
