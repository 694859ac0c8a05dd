/**
 * The endpoints of the player app (guests and signed-in players), by name: method and path, `:name` marking a
 * path parameter, without the `/api` prefix. With `operator-endpoints.ts`, the only place a path is written.
 * Free of zod and of the other endpoints, so that the browser's first load carries only the player app's.
 */
export const PLAYER_ENDPOINTS = {
  getInfoPages: 'GET /content/info-pages',
  getInfoPage: 'GET /content/info-pages/:code',
  getSeoPages: 'GET /content/seo-pages',
  getLicence: 'GET /content/licence',
  getFaq: 'GET /content/faq',

  getGeo: 'GET /geo',
  getCountries: 'GET /countries',

  register: 'POST /auth/register',
  login: 'POST /auth/login',
  logout: 'POST /auth/logout',
  getSession: 'GET /auth/session',
  requestPasswordReset: 'POST /auth/password-reset',
  confirmPasswordReset: 'POST /auth/password-reset/confirm',
  createHandoffToken: 'POST /auth/handoff-token',
  previewHandoff: 'POST /auth/handoff/preview',
  redeemHandoff: 'POST /auth/handoff',
  previewSessionReturn: 'POST /auth/session-return/preview',
  redeemSessionReturn: 'POST /auth/session-return',

  getMe: 'GET /me',
  getProfile: 'GET /me/profile',
  updateProfile: 'PUT /me/profile',
  updateLanguage: 'PUT /me/language',
  changePassword: 'POST /me/password',
  getSessions: 'GET /me/sessions',
  endOtherSessions: 'DELETE /me/sessions/others',
  endSession: 'DELETE /me/sessions/:id',

  getVerification: 'GET /me/verification',
  uploadVerificationFile: 'POST /me/verification/:kind',
  downloadVerificationFile: 'GET /me/verification/files/:fileId',

  getShortBalance: 'GET /wallet/balance',
  getFullBalance: 'GET /wallet/balance/full',
  getBonusAccount: 'GET /wallet/bonus-account',
  getPaymentHistory: 'GET /wallet/payment-history',
  getGameTransactions: 'GET /wallet/game-transactions',
  getTransaction: 'GET /wallet/transactions/:transactionId',
  changeCurrency: 'POST /wallet/currency',

  getPaymentMethods: 'GET /payments/methods',
  createDeposit: 'POST /payments/deposits',
  getDeposit: 'GET /payments/deposits/:id',
  createCryptoDeposit: 'POST /payments/crypto/deposits',
  createWithdrawal: 'POST /payments/withdrawals',

  getGames: 'GET /games',
  getGameCounts: 'GET /games/counts',
  getGame: 'GET /games/:id',
  launchGame: 'POST /games/:id/launch',
  getGameProviders: 'GET /providers',
  searchGames: 'GET /search',
  getFavoriteGameIds: 'GET /favorites',
  addFavoriteGame: 'PUT /favorites/:id',
  removeFavoriteGame: 'DELETE /favorites/:id',

  getWinners: 'GET /winners',

  getPromotions: 'GET /bonuses/promotions',
  getPromotion: 'GET /bonuses/promotions/:slug',
  getWelcomeOffer: 'GET /bonuses/welcome',
  getMyBonuses: 'GET /bonuses/mine',
  getMyFreeSpins: 'GET /bonuses/free-spins',
  getDepositOffer: 'GET /bonuses/deposit-offer',
  claimPromotion: 'POST /bonuses/promotions/:slug/claim',
  activateBonus: 'POST /bonuses/mine/:id/activate',
  cancelBonus: 'POST /bonuses/mine/:id/cancel',
  redeemPromoCode: 'POST /bonuses/promo-code',

  getProtection: 'GET /protection',
  startExclusion: 'POST /protection/exclusions',
  requestReturn: 'POST /protection/exclusions/return',
  setLimit: 'PUT /protection/limits',
  confirmLimit: 'POST /protection/limits/confirm',
  setRealityCheck: 'PUT /protection/reality-check',
  getPlaySession: 'GET /protection/session',
  stopPlay: 'POST /protection/stop-play',
} as const;
