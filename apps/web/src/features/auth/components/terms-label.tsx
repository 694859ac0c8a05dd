import { Link } from 'react-router';
import { Trans } from 'react-i18next';
import { useLocalizedPath } from '../../../lib/language.ts';
import styles from './auth-form.module.css';

/** Info page codes of the documents the sign-up checkbox accepts (content seed: info_pages/<code>). */
export const TERMS_PAGE = 'terms_and_conditions';
export const PRIVACY_PAGE = 'privacy_policy';

/** "I am over 18 and accept the terms and the privacy policy", the documents opening in a new tab. */
export function TermsLabel() {
  const to = useLocalizedPath();
  const link = (page: string) => (
    <Link to={to(`/info_pages/${page}`)} target="_blank" rel="noopener" className={styles.inlineLink} />
  );
  return (
    <Trans
      i18nKey="auth.signup.acceptTerms"
      components={{ terms: link(TERMS_PAGE), privacy: link(PRIVACY_PAGE) }}
    />
  );
}
