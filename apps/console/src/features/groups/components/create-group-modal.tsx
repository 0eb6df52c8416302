import { App, Form, Select } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { TextField } from '../../../components/text-field';
import { useCourseOptions, useCreateGroup } from '../api/groups-api';

interface GroupValues {
  name: string;
  courseId?: string;
}

/** The new group form: a name and, optionally, the course the group gets whole. */
export function CreateGroupModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<GroupValues>();
  const { message } = App.useApp();
  const courses = useCourseOptions();
  const create = useCreateGroup();
  const close = () => {
    create.reset();
    onClose();
  };
  return (
    <FormModal<GroupValues>
      title="New group"
      open={open}
      onClose={close}
      okText="Create"
      form={form}
      pending={create.isPending}
      error={create.error}
      onFinish={(body) =>
        create.mutate(body, {
          onSuccess: (group) => {
            message.success(`Group ${group.name} created`);
            close();
          },
        })
      }
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
    </FormModal>
  );
}
