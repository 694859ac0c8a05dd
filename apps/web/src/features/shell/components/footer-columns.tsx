import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InfoPageNode } from '@casino/contracts';
import { useInfoPages } from '../../content/index.ts';
import { FooterLink } from './footer-link.tsx';
import styles from './footer-columns.module.css';

/** The footer's link columns from the information-pages tree: each top-level node is a column. */
export function FooterColumns() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useInfoPages();
  if (isPending) return <FooterColumnsSkeleton />;
  if (isError || data.items.length === 0) return null;
  return (
    <nav className={styles.columns} aria-label={t('shell.footer.linksLabel')}>
      {data.items.map((column, index) => (
        <FooterColumn key={`${column.code}-${index}`} column={column} />
      ))}
    </nav>
  );
}

function FooterColumn({ column }: { column: InfoPageNode }) {
  const headingId = useId();
  // A top-level node without children is a link of its own under its heading.
  const links = column.childs.length > 0 ? column.childs : [column];
  return (
    <div className={styles.column}>
      <h2 id={headingId} className={styles.heading}>
        {column.title}
      </h2>
      <ul aria-labelledby={headingId} className={styles.list}>
        {links.map((node, index) => (
          <li key={`${node.code}-${index}`}>
            <FooterLink node={node} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function FooterColumnsSkeleton() {
  return (
    <div className={styles.columns} aria-hidden="true" data-testid="footer-columns-skeleton">
      {[0, 1, 2].map((column) => (
        <div key={column} className={styles.column}>
          <span className={`skeleton ${styles.skeletonHeading}`} />
          {[0, 1, 2, 3].map((line) => (
            <span key={line} className={`skeleton ${styles.skeletonLine}`} />
          ))}
        </div>
      ))}
    </div>
  );
}
