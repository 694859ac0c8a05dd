import { useTranslation } from 'react-i18next';
import { scrollToTop } from '../../../lib/scroll-to-top.ts';
import { Copyright } from './copyright.tsx';
import { FooterColumns } from './footer-columns.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { LicenceBlock } from './licence-block.tsx';
import { LiveChatButton } from './live-chat-button.tsx';
import { LogoLink } from './logo-link.tsx';
import { PaymentChips } from './payment-chips.tsx';
import { SaferPlayLink } from './safer-play-link.tsx';
import styles from './footer.module.css';

/** The site footer (§2.8): link columns, language, live chat, payments, licence and the rights line. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <LogoLink onClick={() => scrollToTop()} />
            <p className={styles.tagline}>{t('shell.footer.tagline')}</p>
            <div className={styles.tools}>
              <LanguagePicker />
              <LiveChatButton />
            </div>
            <SaferPlayLink />
          </div>
          <FooterColumns />
        </div>
        <PaymentChips />
        <div className={styles.legal}>
          <LicenceBlock />
        </div>
        <Copyright className={styles.copyright} />
      </div>
    </footer>
  );
}
