import { Button, Typography } from 'antd';
import { memo } from 'react';
import { useT } from '../../../lib/i18n/use-t';

/** Props of the paper's page controls. */
export interface PaperPagerProps {
  index: number;
  count: number;
  /** Forward only: no Previous. */
  sequential: boolean;
  disabled: boolean;
  onGo: (index: number) => void;
  /** Asks before leaving a page for good (sequential); resolves true to move on. */
  confirmNext?: () => Promise<boolean>;
}

/**
 * Previous, "Page 2 of 5" and Next under a paper of several pages; nothing for a one-page paper.
 * Memoised: an answer draws the page again, and the pager does not change with it.
 */
export const PaperPager = memo(function PaperPager({
  index,
  count,
  sequential,
  disabled,
  onGo,
  confirmNext,
}: PaperPagerProps) {
  const { t } = useT();
  if (count <= 1) return null;
  const next = async () => {
    if (!confirmNext || (await confirmNext())) onGo(index + 1);
  };
  return (
    <nav
      aria-label={t('Pages')}
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 8,
        margin: '12px 0',
      }}
    >
      {sequential ? (
        <span />
      ) : (
        <Button disabled={disabled || index === 0} onClick={() => onGo(index - 1)}>
          {t('Previous')}
        </Button>
      )}
      <Typography.Text aria-current="page">
        {t('Page {{page}} of {{count}}', { page: index + 1, count })}
      </Typography.Text>
      <Button type="primary" disabled={disabled || index >= count - 1} onClick={() => void next()}>
        {t('Next')}
      </Button>
    </nav>
  );
});
