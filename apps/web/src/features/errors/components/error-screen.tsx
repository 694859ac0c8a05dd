import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { StatusScreen } from './status-screen.tsx';

/** §8 page crash: "something went wrong" with a retry button (a fresh page load). Works outside the router. */
export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      title={t('general.somethingWentWrong')}
      description={t('general.somethingWentWrongText')}
      action={<Button onClick={() => window.location.reload()}>{t('general.Retry')}</Button>}
    />
  );
}
