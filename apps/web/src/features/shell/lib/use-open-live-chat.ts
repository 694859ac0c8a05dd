import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../lib/language.ts';
import { openLiveChat } from './live-chat.ts';

/** Opens the live chat, or the product's support page when no chat service is configured. */
export function useOpenLiveChat(): () => void {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return useCallback(() => {
    openLiveChat((path) => void navigate(localize(path)));
  }, [navigate, localize]);
}
