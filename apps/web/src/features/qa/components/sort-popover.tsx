import { CheckOutlined, SortAscendingOutlined } from '@ant-design/icons';
import { QA_SORT_LABELS, type QaSort } from '@lms/domain';
import { Button, Popover } from 'antd';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';

/** Props of the sort popover. */
export interface SortPopoverProps {
  value: QaSort;
  /** Called with the chosen sort (the page clears it when it is the active one). */
  onChoose: (sort: QaSort) => void;
}

/** Sort: None, Date, Popularity, My Questions, My Bookmarks; the active one is marked. */
export function SortPopover({ value, onChoose }: SortPopoverProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const active = QA_SORT_LABELS.find(([key]) => key === value)?.[1] ?? 'None';
  const content = (
    <div role="menu" style={{ display: 'grid', minWidth: 160 }}>
      {QA_SORT_LABELS.map(([key, label]) => (
        <Button
          key={label}
          role="menuitemradio"
          aria-checked={key === value}
          type={key === value ? 'primary' : 'text'}
          ghost={key === value}
          style={{ justifyContent: 'space-between', textAlign: 'left' }}
          onClick={() => {
            onChoose(key);
            setOpen(false);
          }}
        >
          {t(label)}
          {key === value ? <CheckOutlined /> : null}
        </Button>
      ))}
    </div>
  );
  return (
    <Popover content={content} trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft">
      <Button icon={<SortAscendingOutlined />}>
        {t('Sort')}
        {value ? `: ${t(active)}` : ''}
      </Button>
    </Popover>
  );
}
