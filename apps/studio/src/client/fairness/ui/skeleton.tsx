import { Skeleton, VisuallyHidden } from '@casino/ui';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import controls from './controls.module.css';

/** Grey bars in the shape of what is loading, with the wait announced once. */
export function LoadingSkeleton(props: { lines: number; blocks?: number }) {
  const { text } = useFairnessI18n();
  return (
    <div className={controls.skeleton}>
      <VisuallyHidden role="status">{text.loading}</VisuallyHidden>
      {Array.from({ length: props.blocks ?? 0 }, (_, index) => (
        <Skeleton key={`block-${index}`} height="56px" />
      ))}
      {Array.from({ length: props.lines }, (_, index) => (
        <Skeleton key={`line-${index}`} height="16px" />
      ))}
    </div>
  );
}
