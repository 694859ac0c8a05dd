import type { ReactNode } from 'react';
import { FairnessI18nProvider, useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import theme from './theme.module.css';

/** The outside of a fairness screen: its texts in `language`, the fairness theme and the page language. */
export function FairnessFrame(props: {
  language: string;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <FairnessI18nProvider language={props.language}>
      <Themed className={props.className}>{props.children}</Themed>
    </FairnessI18nProvider>
  );
}

function Themed(props: { className: string | undefined; children: ReactNode }) {
  const { locale } = useFairnessI18n();
  return (
    <div className={`${theme.theme} ${props.className}`} lang={locale}>
      {props.children}
    </div>
  );
}
