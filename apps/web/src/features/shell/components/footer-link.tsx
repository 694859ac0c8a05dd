import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InfoPageNode } from '@casino/contracts';
import { useLocalizedPath } from '../../../lib/language.ts';
import { footerLinkTarget } from '../lib/footer-links.ts';
import { useOpenLiveChat } from '../lib/use-open-live-chat.ts';
import styles from './footer-link.module.css';

/** One footer link; its behaviour follows its code (see footerLinkTarget). */
export function FooterLink({ node }: { node: InfoPageNode }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const openChat = useOpenLiveChat();
  const target = footerLinkTarget(node);
  if (target.kind === 'chat') {
    return (
      <button type="button" className={styles.link} onClick={openChat}>
        {node.title}
      </button>
    );
  }
  if (target.kind === 'external') {
    return (
      <a className={styles.link} href={target.href} target="_blank" rel="noopener noreferrer">
        {node.title}
        <span className="visually-hidden"> ({t('shell.footer.newTab')})</span>
      </a>
    );
  }
  return (
    <Link className={styles.link} to={localize(target.path)}>
      {node.title}
    </Link>
  );
}
