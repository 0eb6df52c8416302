import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';

/** Props of the bookmark control. */
export interface BookmarkButtonProps {
  bookmarked: boolean;
  pending?: boolean;
  onToggle: () => void;
}

/** The bookmark toggle of a question (its click does not open the question). */
export function BookmarkButton({ bookmarked, pending, onToggle }: BookmarkButtonProps) {
  const label = bookmarked ? 'Remove bookmark' : 'Bookmark';
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
