/**
 * The endpoints no player app calls, by name: staff tools, the partners' server-to-server calls (seamless
 * wallet, payment webhook), the health check and development tools. Written like `player-endpoints.ts`.
 */
export const OPERATOR_ENDPOINTS = {
  getHealth: 'GET /health',

  getStaffUser: 'GET /staff/users/:id',
  setStaffUserRole: 'PUT /staff/users/:id/role',

  getPendingVerifications: 'GET /staff/verification/pending',
  getStaffUserVerification: 'GET /staff/users/:userId/verification',
  downloadStaffVerificationFile: 'GET /staff/verification/files/:fileId',
  decideVerification: 'POST /staff/users/:userId/verification',

  adjustWallet: 'POST /staff/wallet/adjust',

  getStaffPlayerProtection: 'GET /staff/users/:id/protection',
  staffLowerLimit: 'POST /staff/users/:id/protection/limits',
  staffAddTimeOut: 'POST /staff/users/:id/protection/time-outs',

  listCampaigns: 'GET /staff/bonuses/campaigns',
  createCampaign: 'POST /staff/bonuses/campaigns',
  updateCampaign: 'PUT /staff/bonuses/campaigns/:id',
  pauseCampaign: 'POST /staff/bonuses/campaigns/:id/pause',
  resumeCampaign: 'POST /staff/bonuses/campaigns/:id/resume',

  receivePaymentWebhook: 'POST /payments/webhook/:provider',
  listWithdrawals: 'GET /staff/withdrawals',
  approveWithdrawal: 'POST /staff/withdrawals/:id/approve',
  rejectWithdrawal: 'POST /staff/withdrawals/:id/reject',
  listNotConfirmedDeposits: 'GET /staff/deposits/not-confirmed',
  settleDeposit: 'POST /staff/deposits/:id/settle',
  reportSandboxCryptoArrival: 'POST /dev/payments/crypto/:paymentId/arrive',

  seamlessAuthenticate: 'POST /seamless/v1/:provider/authenticate',
  seamlessBalance: 'POST /seamless/v1/:provider/balance',
  seamlessBet: 'POST /seamless/v1/:provider/bet',
  seamlessWin: 'POST /seamless/v1/:provider/win',
  seamlessRollback: 'POST /seamless/v1/:provider/rollback',

  listStaffGames: 'GET /staff/games',
  updateStaffGame: 'PATCH /staff/games/:id',
  importCatalogue: 'POST /staff/games/import',

  publishDevUserMessage: 'POST /dev/user-message',
  getDevMailbox: 'GET /dev/mailbox',
} as const;
