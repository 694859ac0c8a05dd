import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import type { ModalWithRequiredProps } from '../lib/modal-props.ts';
import { setAuthenticated, useIsAuthenticated } from '../lib/session.ts';
import { MODALS, openModal, type ModalName } from '../lib/ui-store.ts';
import styles from './mock-modals-screen.module.css';

const NAMES = Object.keys(MODALS) as ModalName[];

/** The modals that need props open with example ones. */
const OPEN_WITH_EXAMPLE: Record<ModalWithRequiredProps, () => void> = {
  PROFILE_REQUIREMENTS_MODAL: () =>
    openModal('PROFILE_REQUIREMENTS_MODAL', { missing: ['birthday'], onContinue: () => undefined }),
  FORM_FIELDS: () => openModal('FORM_FIELDS', { methodId: 'transfer', amount: 2500 }),
  CRYPTO_DEPOSIT: () =>
    openModal('CRYPTO_DEPOSIT', {
      paymentId: '00000000-0000-4000-8000-000000000000',
      asset: 'BTC',
      address: 'bc1qexampleaddress',
      assetAmount: '0.00052631',
      rate: '76000.00',
      expiresAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
      amount: 4000,
      currency: 'EUR',
    }),
  CHANGE_CURRENCY_MODAL: () => openModal('CHANGE_CURRENCY_MODAL', { currency: 'GBP' }),
  GAME_NOTIFICATION: () => openModal('GAME_NOTIFICATION', { messageKey: 'gameNotification.notAvailable' }),
  CONFIRM_SIGN_IN: () =>
    openModal('CONFIRM_SIGN_IN', {
      handed: { kind: 'handoff', token: 'example-token' },
      maskedEmail: 'p***@example.com',
    }),
};

const needsExample = (name: ModalName): name is ModalWithRequiredProps =>
  Object.hasOwn(OPEN_WITH_EXAMPLE, name);

function open(name: ModalName): void {
  if (needsExample(name)) OPEN_WITH_EXAMPLE[name]();
  else openModal(name);
}

/** Development and test builds only: every modal of §2.9 with a button to open it. */
export default function MockModalsScreen() {
  const { t } = useTranslation();
  const authenticated = useIsAuthenticated();
  return (
    <section className={styles.screen} aria-labelledby="mock-modals-title">
      <h1 id="mock-modals-title" className={styles.title}>
        {t('routes.titles.mockModals')}
      </h1>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={authenticated}
          onChange={(event) => setAuthenticated(event.target.checked)}
        />
        {t('modals.mock.loggedIn')}
      </label>
      <ul className={styles.list}>
        {NAMES.map((name) => (
          <li key={name} className={styles.item}>
            <span className={styles.name}>
              <code>{name}</code> {t(`modals.titles.${name}`)}
            </span>
            <span className={styles.meta}>
              {t('modals.mock.priority', { priority: MODALS[name].priority })}
              {MODALS[name].requiresLogin ? ` · ${t('modals.mock.requiresLogin')}` : ''}
            </span>
            <Button
              variant="secondary"
              onClick={() => open(name)}
              aria-label={t('modals.mock.openNamed', { name })}
            >
              {t('modals.mock.open')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
