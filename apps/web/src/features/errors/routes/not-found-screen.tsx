import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/ui/button.tsx';
import { useLocalizedPath } from '../../../lib/language.ts';
import { StatusScreen } from '../components/status-screen.tsx';

/** The 404 page (§2.2): title, description and a button back to the main page. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <StatusScreen
      code="404"
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={<LinkButton to={to('/')}>{t('notFound.action')}</LinkButton>}
    />
  );
}

export default NotFoundScreen;
