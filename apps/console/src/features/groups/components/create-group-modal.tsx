import { Form, Select } from 'antd';
import { MutationModal } from '../../../components/form-modal';
import { TextField } from '../../../components/text-field';
import { useT } from '../../../lib/i18n/use-t';
import { useCourseOptions, useCreateGroup } from '../api/groups-api';

interface GroupValues {
  name: string;
  courseId?: string;
}

/** The new group form: a name and, optionally, the course the group gets whole. */
export function CreateGroupModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const courses = useCourseOptions();
  return (
    <MutationModal<GroupValues, GroupValues, { name: string }>
      title={t('New group')}
      open={open}
      onClose={onClose}
      okText={t('Create')}
      mutation={useCreateGroup()}
      success={(group) => t('Group {{name}} created', { name: group.name })}
    >
      <TextField label={t('Group name')} name="name" max={120} missing={t('Enter the name')} />
      <Form.Item label={t('Course')} name="courseId" extra={t('The group sees all of this course.')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={courses.isPending}
          options={courses.data?.map((c) => ({ value: c._id, label: c.name }))}
        />
      </Form.Item>
    </MutationModal>
  );
}
