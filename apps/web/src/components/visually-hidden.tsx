import type { CSSProperties, ElementType, ReactNode } from 'react';

const hidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/** Props of visually hidden content. */
export interface VisuallyHiddenProps {
  /** The element (a div unless said). */
  as?: ElementType;
  children?: ReactNode;
  [attribute: `aria-${string}`]: string | boolean | undefined;
}

/** Content read by screen readers but not shown (what the screen already says another way). */
export function VisuallyHidden({ as: Element = 'div', children, ...aria }: VisuallyHiddenProps) {
  return (
    <Element style={hidden} {...aria}>
      {children}
    </Element>
  );
}
