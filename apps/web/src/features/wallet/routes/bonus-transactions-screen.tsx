import { GameTransactions } from '../components/game-transactions.tsx';

/** /balance/game-transactions/bonus: the bonus tab (bonus-account movements). */
export default function BonusTransactionsScreen() {
  return <GameTransactions tab="bonus" />;
}
