import { Navigate } from 'react-router';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { useLocalizedPath } from '../../../lib/language.ts';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { CryptoDepositForm } from '../components/crypto-deposit-form.tsx';
import { cryptoDepositAssets } from '../lib/crypto-deposit-assets.ts';
import { DepositLimitNote } from '../../protection/index.ts';

/** The standalone deposit (route table): the DEPOSIT modal, whose first tab is the banking deposit. */
const BANK_DEPOSIT_PATH = '/deposit';

/**
 * /deposit/crypto (§2.5): the crypto deposit form inside the account layout and its tabs. When the methods list
 * offers no crypto method, there is no crypto deposit to show: the player is sent on to the banking deposit.
 */
export default function CryptoDepositScreen() {
  const methods = usePaymentMethods();
  const to = useLocalizedPath();
  if (methods.isPending || methods.isError)
    return <LoadState failed={methods.isError} onRetry={() => void methods.refetch()} />;
  const assets = cryptoDepositAssets(methods.data.items);
  if (assets.length === 0) return <Navigate to={to(BANK_DEPOSIT_PATH)} replace />;
  return (
    <>
      <DepositLimitNote />
      <CryptoDepositForm assets={assets} />
    </>
  );
}
