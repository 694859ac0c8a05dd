import { CryptoDepositForm } from '../components/crypto-deposit-form.tsx';

/** /deposit/crypto (§2.5): the crypto deposit form inside the account layout and its tabs. */
export default function CryptoDepositScreen() {
  return <CryptoDepositForm />;
}
