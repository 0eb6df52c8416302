import { Form, Select } from 'antd';
import { MutationModal } from '../../../components/form-modal';
import { TextField } from '../../../components/text-field';
import { useCourseOptions, useCreateGroup } from '../api/groups-api';

interface GroupValues {
  name: string;
  courseId?: string;
}

/** The new group form: a name and, optionally, the course the group gets whole. */
export function CreateGroupModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const courses = useCourseOptions();
  return (
    <MutationModal<GroupValues, GroupValues, { name: string }>
      title="New group"
      open={open}
      onClose={onClose}
      okText="Create"
      mutation={useCreateGroup()}
      success={(group) => `Group ${group.name} created`}
    >
      <TextField label="Group name" name="name" max={120} missing="Enter the name" />
      <Form.Item label="Course" name="courseId" extra="The group sees all of this course.">
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
