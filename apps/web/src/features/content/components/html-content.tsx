import styles from './html-content.module.css';

/**
 * Renders HTML that the content API has already sanitized (the server's contract for page content, FAQ
 * answers and the licence text). Never pass it anything else.
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.prose} ${className}` : styles.prose}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
