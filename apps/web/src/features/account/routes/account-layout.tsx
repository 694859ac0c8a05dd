import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { splitLanguage, useLocalizedPath } from '../../../lib/language.ts';
import { useLogout } from '../../auth/index.ts';
import { AccountNav } from '../components/account-nav.tsx';
import { AccountTabs } from '../components/account-tabs.tsx';
import { AccountTitle } from '../components/account-title.tsx';
import { accountSectionOf } from '../lib/account-sections.ts';
import { useAccountClose } from '../lib/use-account-close.ts';
import styles from './account-layout.module.css';

/** The frame of every account screen (§2.5): navigation, close, title with back, tabs, logout. */
export default function AccountLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const close = useAccountClose();
  const logout = useLogout();
  const section = accountSectionOf(splitLanguage(pathname).rest);

  const onLogout = () =>
    logout.mutate(undefined, { onSettled: () => void navigate(to('/'), { replace: true }) });

  return (
    <section className={styles.layout} aria-labelledby="account-title">
      <header className={styles.header}>
        <AccountNav />
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onLogout} disabled={logout.isPending}>
            {t('account.layout.logout')}
          </Button>
          <button
            type="button"
            className={styles.close}
            onClick={close}
            aria-label={t('account.layout.close')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </header>
      {section ? <AccountTitle title={t(section.titleKey)} backTo={section.backTo} /> : null}
      {section?.tabs && section.tabsLabelKey ? (
        <AccountTabs tabs={section.tabs} labelKey={section.tabsLabelKey} />
      ) : null}
      <div className={styles.body}>
        <Outlet />
      </div>
    </section>
  );
}
