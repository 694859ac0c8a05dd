import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InfoPageNode } from '@casino/contracts';
import { VisuallyHidden } from '@casino/ui';
import { useLocalizedPath } from '../../../lib/language.ts';
import { footerLinkTarget } from '../lib/footer-links.ts';
import { useSupportContact } from '../lib/use-support-contact.ts';
import { SupportLink } from './support-link.tsx';
import styles from './footer-link.module.css';

/** One footer link; its behaviour follows its code (see footerLinkTarget). */
export function FooterLink({ node }: { node: InfoPageNode }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const target = footerLinkTarget(node);
  if (target.kind === 'chat') return <SupportFooterLink title={node.title} />;
  if (target.kind === 'external') {
    return (
      <a className={styles.link} href={target.href} target="_blank" rel="noopener noreferrer">
        {node.title}
        <VisuallyHidden> ({t('shell.footer.newTab')})</VisuallyHidden>
      </a>
    );
  }
  return (
    <Link className={styles.link} to={localize(target.path)}>
      {node.title}
    </Link>
  );
}

/** The `support_block` link: the content's title ("Live chat") only when a chat service is configured. */
function SupportFooterLink({ title }: { title: string }) {
  const { t } = useTranslation();
  const contact = useSupportContact();
  return (
    <SupportLink contact={contact} className={styles.link}>
      {contact.kind === 'chat' ? title : t('shell.support.email')}
    </SupportLink>
  );
}
