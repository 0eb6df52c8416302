import type { CourseLossView } from '@lms/domain/contract';
import { App, Flex, List, Select, Tag, Typography } from 'antd';
import { counted } from '../../../components/count-text';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { checkGroupCourses, useCourseOptions, useGroupAccess, useSetGroupCourses } from '../api/groups-api';

/**
 * The courses a group grants whole (several), with what its students see course by course; a change
 * that takes anything away shows what they would lose and waits for a confirmation.
 */
export function GroupCourses({ groupId, groupName }: { groupId: string; groupName: string }) {
  const { t } = useT();
  const { modal, message } = App.useApp();
  const courses = useCourseOptions();
  const access = useGroupAccess(groupId);
  const setCourses = useSetGroupCourses(groupId);

  const save = (courseIds: string[], confirmLoss: boolean) =>
    setCourses
      .mutateAsync({ courseIds, confirmLoss })
      .then(() => message.success(t('Courses of {{group}} saved', { group: groupName })))
      .catch((error: unknown) => message.error(errorText(error)));

  const change = async (courseIds: string[]) => {
    try {
      const { loss, members } = await checkGroupCourses(groupId, courseIds);
      if (loss.length === 0) return void (await save(courseIds, false));
      modal.confirm({
        title: t('Take content away from {{group}}?', { group: groupName }),
        content: <LossList loss={loss} members={members} />,
        okText: t('Take away'),
        okButtonProps: { danger: true },
        onOk: () => save(courseIds, true),
      });
    } catch (error) {
      message.error(errorText(error));
    }
  };

  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{t('Courses (each whole)')}</Typography.Text>
      <Select
        aria-label={t('Courses of the group')}
        mode="multiple"
        placeholder={t('No course')}
        showSearch={{ optionFilterProp: 'label' }}
        value={access.data?.courseIds ?? []}
        loading={courses.isPending || access.isPending || setCourses.isPending}
        onChange={(ids: string[]) => void change(ids)}
        options={courses.data?.map((c) => ({ value: c._id, label: c.name }))}
        style={{ width: '100%' }}
      />
      <List
        size="small"
        header={<Typography.Text strong>{t('What its students see')}</Typography.Text>}
        loading={access.isPending}
        dataSource={access.data?.courses ?? []}
        locale={{ emptyText: t('Nothing yet') }}
        renderItem={(course) => (
          <List.Item aria-label={course.name}>
            <Flex vertical gap={4}>
              <Flex gap={8} wrap align="center">
                <Typography.Text strong>{course.name}</Typography.Text>
                <Tag color={course.whole ? 'blue' : 'default'}>
                  {course.whole ? t('Whole course') : t('Some items')}
                </Tag>
              </Flex>
              <Typography.Text type="secondary">
                {course.subjects
                  .map((s) => `${s.name}: ${counted(t, 'item', s.items)}${s.qa ? ` · ${t('Q&A on')}` : ''}`)
                  .join('; ')}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </Flex>
  );
}

/** What a change would take away, course by course, and from how many students. */
function LossList({ loss, members }: { loss: CourseLossView[]; members: number }) {
  const { t } = useT();
  return (
    <Flex vertical gap={4}>
      <Typography.Text>
        {t('{{students}} would lose:', { students: counted(t, 'student', members) })}
      </Typography.Text>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {loss.map((c) => (
          <li key={c._id}>
            <Typography.Text strong>{c.name}</Typography.Text>
            {c.gone ? ` (${t('the whole course')})` : ''}
            {c.subjects.length > 0
              ? `: ${c.subjects
                  .map((s) => `${s.name} (${counted(t, 'item', s.items)}${s.qa ? `, ${t('Q&A')}` : ''})`)
                  .join(', ')}`
              : ''}
          </li>
        ))}
      </ul>
    </Flex>
  );
}
