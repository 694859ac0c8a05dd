import type { ReactNode, Ref } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** A heading whose level depends on where the component is placed. */
export function Heading(props: {
  level: HeadingLevel;
  className?: string;
  id?: string;
  tabIndex?: number;
  ref?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const { level, children, ...rest } = props;
  const Tag = `h${level}` as const;
  return <Tag {...rest}>{children}</Tag>;
}

/** The level below `level`, at most 6. */
export function below(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 6) as HeadingLevel;
}
