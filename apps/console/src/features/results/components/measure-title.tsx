import { Tooltip } from 'antd';
import type { ReactNode } from 'react';

/** A measure's name with its short explanation on hover or focus (the ⓘ is a button, so a keyboard reaches it too). */
export function MeasureTitle({ title, help }: { title: ReactNode; help: string }) {
  return (
    <Tooltip title={help}>
      <span>
        {title}{' '}
        <button
          type="button"
          aria-label={help}
          style={{ cursor: 'help', opacity: 0.6, border: 0, background: 'none', padding: 0, font: 'inherit' }}
        >
          ⓘ
        </button>
      </span>
    </Tooltip>
  );
}
