import { WithdrawalVerificationNotice } from '../components/withdrawal-verification.tsx';
import { WithdrawalForm } from '../components/withdrawal-form.tsx';

/**
 * /withdrawal (§2.5, banking tab): the bank withdrawal form inside the account layout; above it, a player who is
 * not verified is shown what verification still needs and led to the verification page.
 */
export default function WithdrawalScreen() {
  return (
    <WithdrawalVerificationNotice>
      <WithdrawalForm method="bank" />
    </WithdrawalVerificationNotice>
  );
}
