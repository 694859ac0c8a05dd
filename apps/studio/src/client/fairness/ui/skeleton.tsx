import { VisuallyHidden } from '@casino/ui';
import { useFairnessI18n } from '../i18n/fairness-i18n.tsx';
import controls from './controls.module.css';

/** Grey bars in the shape of what is loading, with the wait announced once. */
export function Skeleton(props: { lines: number; blocks?: number }) {
  const { text } = useFairnessI18n();
  return (
    <div className={controls.skeleton}>
      <VisuallyHidden role="status">{text.loading}</VisuallyHidden>
      {Array.from({ length: props.blocks ?? 0 }, (_, index) => (
        <div
          key={`block-${index}`}
          aria-hidden="true"
          className={`${controls.skeletonLine} ${controls.skeletonBlock}`}
        />
      ))}
      {Array.from({ length: props.lines }, (_, index) => (
        <div key={`line-${index}`} aria-hidden="true" className={controls.skeletonLine} />
      ))}
    </div>
  );
}
