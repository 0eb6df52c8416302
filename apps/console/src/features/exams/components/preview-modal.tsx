import type { StaffExamView } from '@lms/domain/contract';
import { Flex, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';

/** A phone's width and height in CSS pixels. */
const PHONE = { width: 360, height: 640 };

/**
 * The exam as a student sees it on a phone: the student app itself, in a 360-px frame, showing the
 * paper the server builds for a new attempt (with the chosen group's schedule).
 */
export function PreviewModal({
  exam,
  groupName,
  open,
  onClose,
}: {
  exam: StaffExamView;
  groupName: (groupId: string) => string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useT();
  const [groupId, setGroupId] = useState<string | undefined>(exam.assignments[0]?.groupId);
  const src = `/exam-preview/${exam._id}${groupId ? `?groupId=${groupId}` : ''}`;
  return (
    <Modal
      title={t('Preview on a phone')}
      open={open}
      onCancel={onClose}
      footer={null}
      width={PHONE.width + 64}
      destroyOnHidden
    >
      <Flex vertical gap={8} align="center">
        {exam.assignments.length > 0 ? (
          <Select
            aria-label={t('Schedule of group')}
            value={groupId}
            onChange={setGroupId}
            options={exam.assignments.map((a) => ({ value: a.groupId, label: groupName(a.groupId) }))}
            style={{ width: PHONE.width }}
          />
        ) : (
          <Typography.Text type="secondary">
            {t('Not given to a group yet: shown as if it opened now for an hour.')}
          </Typography.Text>
        )}
        <iframe
          key={src}
          title={t('Student view')}
          src={src}
          width={PHONE.width}
          height={PHONE.height}
          style={{ border: '1px solid #d9d9d9', borderRadius: 12 }}
        />
      </Flex>
    </Modal>
  );
}
