import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { setAuthenticated, useIsAuthenticated } from '../lib/session.ts';
import { MODALS, openModal, type ModalName } from '../lib/ui-store.ts';
import styles from './mock-modals-screen.module.css';

const NAMES = Object.keys(MODALS) as ModalName[];

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
              onClick={() => openModal(name)}
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
