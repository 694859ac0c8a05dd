export * from './access.ts';
export * from './endpoints.ts';
export { OPERATOR_ENDPOINTS } from './operator-endpoints.ts';
export { PLAYER_ENDPOINTS } from './player-endpoints.ts';
export { endpointLineParts } from './endpoint-line.ts';
export * from './declaration.ts';
export * from './api-map.ts';
export { VERIFICATION_REVIEWERS } from './declarations/verification.ts';
export { WALLET_ADJUSTERS } from './declarations/wallet.ts';
export { WITHDRAWAL_DECIDERS } from './declarations/payments.ts';
export {
  GAME_ADMINS,
  GAME_READERS,
  gameIdParamsSchema,
  profileIncompleteBodySchema,
} from './declarations/games.ts';
export { seamlessProviderParamsSchema } from './declarations/seamless-wallet.ts';
export { devMailboxSchema, devUserMessageSchema } from './declarations/dev.ts';
