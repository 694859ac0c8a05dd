import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LOCALES } from '@casino/rules';
import type { ModalBodyProps } from '../../../lib/modal-props.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { lazyWithRetry } from '../../../lib/lazy-with-retry.ts';
import { copyText } from '../lib/copy-text.ts';
import { cryptoPaymentCode } from '../lib/crypto-payment-code.ts';
import { usePlayerCurrency } from '../lib/use-player-currency.ts';
import styles from './cashier.module.css';
import qr from './crypto-qr-code.module.css';

// The QR encoder is only ever needed here: it comes with its own chunk when the details open.
const CryptoQrCode = lazy(() => lazyWithRetry(() => import('./crypto-qr-code.tsx')));

/**
 * CRYPTO_DEPOSIT (§2.9): where to send, exactly how much, at which rate and until when, with a QR code of the
 * payment for a wallet app (`lib/crypto-payment-code.ts`). Only a transfer of the exact stated amount is
 * credited (§5).
 */
export default function CryptoDepositDetailsModal({ props, close }: ModalBodyProps<'CRYPTO_DEPOSIT'>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = usePlayerCurrency();
  const { asset, address, assetAmount, rate } = props;
  const expiresAt = new Date(props.expiresAt);
  const expiry = Number.isNaN(expiresAt.getTime())
    ? ''
    : new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(
        expiresAt,
      );

  const code = address ? cryptoPaymentCode(asset, address, assetAmount) : null;

  return (
    <div className={styles.form}>
      {code ? (
        <figure className={qr.figure}>
          <Suspense fallback={<div className={qr.placeholder} data-testid="loading" />}>
            <CryptoQrCode
              text={code.text}
              label={t(
                code.withAmount
                  ? 'cashier.cryptoDetails.qrWithAmount'
                  : 'cashier.cryptoDetails.qrAddressOnly',
                { asset },
              )}
            />
          </Suspense>
          {code.withAmount ? null : (
            <figcaption className={qr.caption}>{t('cashier.cryptoDetails.qrAmountNote')}</figcaption>
          )}
        </figure>
      ) : null}
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt>{t('cashier.cryptoDetails.address', { asset })}</dt>
          <dd>
            <span data-testid="crypto-address">{address}</span>
            <Button
              variant="secondary"
              onClick={() => void copyText(address, 'cashier.toasts.addressCopied')}
            >
              {t('cashier.cryptoDetails.copyAddress')}
            </Button>
          </dd>
        </div>
        <div className={styles.detail}>
          <dt>{t('cashier.cryptoDetails.amount')}</dt>
          <dd>
            <span data-testid="crypto-amount">{`${assetAmount} ${asset}`}</span>
            <Button
              variant="secondary"
              onClick={() => void copyText(assetAmount, 'cashier.toasts.amountCopied')}
            >
              {t('cashier.cryptoDetails.copyAmount')}
            </Button>
          </dd>
        </div>
        <div className={styles.detail}>
          <dt>{t('cashier.cryptoDetails.rate')}</dt>
          <dd>{`1 ${asset} = ${rate} ${currency}`}</dd>
        </div>
        <div className={styles.detail}>
          <dt>{t('cashier.cryptoDetails.expires')}</dt>
          <dd>{expiry}</dd>
        </div>
      </dl>
      <p className={styles.warning} role="note">
        {t('cashier.cryptoDetails.exactAmount', { amount: assetAmount, asset })}
      </p>
      <Button fullWidth onClick={close}>
        {t('cashier.cryptoDetails.done')}
      </Button>
    </div>
  );
}
