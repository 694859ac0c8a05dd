import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { isInfoPageCode, useInfoPage } from '../api/get-info-page.ts';
import { HtmlContent } from '../components/html-content.tsx';
import { LoadErrorPanel } from '../components/load-error-panel.tsx';
import { NotFoundPanel } from '../components/not-found-panel.tsx';
import styles from './info-page-screen.module.css';

/** info_pages/{page}: an information page's title and its (server-sanitized) content. */
export default function InfoPageScreen() {
  const { page: code } = useParams();
  const query = useInfoPage(code);

  if (!isInfoPageCode(code) || (query.error instanceof ApiError && query.error.status === 404)) {
    return <NotFoundPanel />;
  }
  if (query.isPending) return <InfoPageSkeleton />;
  if (query.isError) {
    return <LoadErrorPanel onRetry={() => void query.refetch()} />;
  }
  const { page } = query.data;
  return (
    <article className={styles.article}>
      <h1 className={styles.title}>{page.title}</h1>
      <HtmlContent html={page.content} />
    </article>
  );
}

function InfoPageSkeleton() {
  return (
    <div className={styles.article} aria-hidden="true" data-testid="info-page-skeleton">
      <span className={`skeleton ${styles.skeletonTitle}`} />
      {[96, 88, 92, 70, 94, 84, 60].map((width, index) => (
        <span key={index} className={`skeleton ${styles.skeletonLine}`} style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}
