import { useTranslation } from 'react-i18next';

/** "© <current year> Lumen Casino. All rights reserved.", the year taken when it renders. */
export function Copyright({ className }: { className?: string }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return <p className={className}>{t('shell.footer.copyright', { year })}</p>;
}
