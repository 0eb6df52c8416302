import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useT } from '../../../lib/i18n/use-t';

/** Props of the bookmark control. */
export interface BookmarkButtonProps {
  bookmarked: boolean;
  pending?: boolean;
  onToggle: () => void;
}

/** The bookmark toggle of a question (its click does not open the question). */
export function BookmarkButton({ bookmarked, pending, onToggle }: BookmarkButtonProps) {
  const { t } = useT();
  const label = bookmarked ? t('Remove bookmark') : t('Bookmark');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        aria-pressed={bookmarked}
        loading={pending}
        icon={bookmarked ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
        onClick={(event) => {
          event.stopPropagation();
          onToggle();
        }}
      />
    </Tooltip>
  );
}
