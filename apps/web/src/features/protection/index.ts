/** Player protection: limits, reality checks and breaks (docs/player-protection.md). */
export { DepositLimitNote } from './components/deposit-limit-note.tsx';
