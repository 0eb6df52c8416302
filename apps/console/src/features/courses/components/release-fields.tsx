import { type Release, releaseState } from '@lms/domain';
import { Form, Input, Radio, Tag } from 'antd';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { localInput } from '../../../lib/local-input';

/** How staff choose a video's or note's release in a form. */
export interface ReleaseValues {
  release: 'published' | 'draft' | 'scheduled';
  /** A `datetime-local` value, when scheduled. */
  releaseAt?: string;
}

/** The form's release as the server takes it. */
export function releaseBody(values: ReleaseValues): { isPublished: boolean; releaseAt: string | null } {
  if (values.release === 'scheduled' && values.releaseAt)
    return { isPublished: true, releaseAt: new Date(values.releaseAt).toISOString() };
  return { isPublished: values.release !== 'draft', releaseAt: null };
}

/** A stored release as the form starts from it (a release time already past shows as published). */
export function releaseInitial(release: Release & { releaseAt: string | null }): ReleaseValues {
  const release_ = releaseState(release, new Date());
  return release_ === 'scheduled' && release.releaseAt
    ? { release: release_, releaseAt: localInput(release.releaseAt) }
    : { release: release_ };
}

/** Published now, a draft, or published from a day and time. */
export function ReleaseFields() {
  const { t } = useT();
  return (
    <>
      <Form.Item label={t('Students see it')} name="release" initialValue="published">
        <Radio.Group
          options={[
            { value: 'published', label: t('Now') },
            { value: 'scheduled', label: t('From a date') },
            { value: 'draft', label: t('Not yet (draft)') },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['release']}>
        {({ getFieldValue }) =>
          getFieldValue('release') === 'scheduled' && (
            <Form.Item
              label={t('Visible from')}
              name="releaseAt"
              rules={[{ required: true, message: t('Choose the day and time') }]}
            >
              <Input type="datetime-local" aria-label={t('Visible from')} />
            </Form.Item>
          )
        }
      </Form.Item>
    </>
  );
}

/** Where a video or note stands for students: draft, scheduled (with its time) or published. */
export function ReleaseTag({ release }: { release: Release & { releaseAt: string | null } }) {
  const { t, n } = useT();
  const state = releaseState(release, new Date());
  if (state === 'draft') return <Tag>{t('Draft')}</Tag>;
  if (state === 'scheduled')
    return (
      <Tag color="orange">
        {t('Visible from {{when}}', { when: n(formatWhen.dayTime(release.releaseAt ?? '')) })}
      </Tag>
    );
  return <Tag color="green">{t('Published')}</Tag>;
}
