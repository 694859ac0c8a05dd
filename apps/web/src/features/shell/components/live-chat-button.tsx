import { useTranslation } from 'react-i18next';
import { useSupportContact } from '../lib/use-support-contact.ts';
import { ChatIcon } from './icons.tsx';
import { MailIcon } from './sidebar-icons.tsx';
import { SupportLink } from './support-link.tsx';
import styles from './live-chat-button.module.css';

/** The footer's live-chat button; "E-mail support" when no chat service is configured. */
export function LiveChatButton() {
  const { t } = useTranslation();
  const contact = useSupportContact();
  const chat = contact.kind === 'chat';
  return (
    <SupportLink contact={contact} className={styles.button}>
      {chat ? <ChatIcon size={18} /> : <MailIcon size={18} />}
      {chat ? t('shell.footer.liveChat') : t('shell.support.email')}
    </SupportLink>
  );
}
