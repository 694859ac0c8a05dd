import { WithdrawalForm } from '../components/withdrawal-form.tsx';

/** /withdrawal/crypto (§2.5): the crypto withdrawal form inside the account layout. */
export default function CryptoWithdrawalScreen() {
  return <WithdrawalForm method="crypto" />;
}
