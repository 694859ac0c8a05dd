import { GameTransactions } from '../components/game-transactions.tsx';

/** /balance/game-transactions: the basic tab (real-money game movements). */
export default function GameTransactionsScreen() {
  return <GameTransactions tab="basic" />;
}
