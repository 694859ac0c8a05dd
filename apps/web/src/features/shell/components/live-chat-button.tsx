import { useTranslation } from 'react-i18next';
import { useOpenLiveChat } from '../lib/use-open-live-chat.ts';
import { ChatIcon } from './icons.tsx';
import styles from './live-chat-button.module.css';

export function LiveChatButton() {
  const { t } = useTranslation();
  const openChat = useOpenLiveChat();
  return (
    <button type="button" className={styles.button} onClick={openChat}>
      <ChatIcon size={18} />
      {t('shell.footer.liveChat')}
    </button>
  );
}
