import type { HTMLAttributes } from 'react';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/**
 * Text for assistive technology only. Its look is the `.visually-hidden` rule of `@casino/ui/base.css`, which
 * each app loads once; elements that cannot be a span (a legend, a caption) take that class directly.
 */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={className ? `visually-hidden ${className}` : 'visually-hidden'} {...rest} />;
}
