import { WithdrawalForm } from '../components/withdrawal-form.tsx';

/** /withdrawal (§2.5, banking tab): the bank withdrawal form inside the account layout. */
export default function WithdrawalScreen() {
  return <WithdrawalForm method="bank" />;
}
