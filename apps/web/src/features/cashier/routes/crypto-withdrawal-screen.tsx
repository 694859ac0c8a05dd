import { WithdrawalVerificationNotice } from '../components/withdrawal-verification.tsx';
import { WithdrawalForm } from '../components/withdrawal-form.tsx';

/** /withdrawal/crypto (§2.5): the crypto withdrawal form inside the account layout, under the verification notice. */
export default function CryptoWithdrawalScreen() {
  return (
    <WithdrawalVerificationNotice>
      <WithdrawalForm method="crypto" />
    </WithdrawalVerificationNotice>
  );
}
