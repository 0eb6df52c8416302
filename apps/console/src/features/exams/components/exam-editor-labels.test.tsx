import { testPage } from '@lms/browser/test-page';
import { App, Form } from 'antd';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubAntdBrowserApis } from '../../../components/antd-in-jsdom';
import { type ExamDraft, NEW_EXAM } from './exam-draft';
import { ScheduleModal, type ScheduleValues } from './schedule-modal';
import { SegmentsStep } from './segments-step';
import { SettingsStep } from './settings-step';

const subjects = [{ _id: 's1', name: 'Algebra', courseName: 'Maths' }];
const draft: ExamDraft = {
  ...NEW_EXAM,
  title: 'Weekly test',
  isPracticeExam: true,
  isSegmentedExam: true,
  retakeLimit: 2,
};
const ignore = () => {};

/** A visible form label's control: the one its `for` names, or the group that names itself by it. */
function controlOf(root: ParentNode, text: string): Element | null {
  const label = [...root.querySelectorAll<HTMLLabelElement>('.ant-form-item-label label')].find(
    (l) => l.textContent === text,
  );
  if (!label) throw new Error(`no label ${text}`);
  if (label.control) return label.control;
  const named = label.querySelector('[id]');
  return named ? root.querySelector(`[aria-labelledby~="${named.id}"]`) : null;
}

/** The texts of the visible form labels in `root` that name no control. */
function untiedLabels(root: ParentNode): string[] {
  return [...root.querySelectorAll('.ant-form-item-label label')]
    .map((label) => label.textContent ?? '')
    .filter((text) => controlOf(root, text) === null);
}

describe('the exam editor’s labels', () => {
  const page = testPage();
  beforeEach(stubAntdBrowserApis);

  it('tie every setting’s label to its input', () => {
    act(() => page.root.render(<SettingsStep draft={draft} onChange={ignore} />));
    expect(untiedLabels(page.host)).toEqual([]);
    expect((controlOf(page.host, 'Title') as HTMLInputElement).value).toBe('Weekly test');
    expect((controlOf(page.host, 'Retakes allowed') as HTMLInputElement).value).toBe('2');
    expect(controlOf(page.host, 'Instructions')?.tagName).toBe('TEXTAREA');
    expect(controlOf(page.host, 'Negative marking')?.getAttribute('role')).toBe('radiogroup');
    expect(controlOf(page.host, 'Pass mark (%)')?.tagName).toBe('INPUT');
    expect(controlOf(page.host, 'Kind')?.getAttribute('role')).toBe('radiogroup');
    expect(controlOf(page.host, 'Shuffling')?.querySelectorAll('input[type=checkbox]')).toHaveLength(2);
  });

  it('ask for the fraction only under the fraction mode, tied to its label', () => {
    act(() => page.root.render(<SettingsStep draft={draft} onChange={ignore} />));
    expect(page.host.textContent).not.toContain('Fraction taken off');
    const fraction = { ...draft, negativeMarking: 'fraction' as const, negativeMarkPerQuestion: 0.25 };
    act(() => page.root.render(<SettingsStep draft={fraction} onChange={ignore} />));
    expect(untiedLabels(page.host)).toEqual([]);
    expect((controlOf(page.host, 'Fraction taken off') as HTMLInputElement).value).toBe('0.25');
  });

  it('tie every subject setting’s label to its input', () => {
    act(() => page.root.render(<SegmentsStep draft={draft} subjects={subjects} onChange={ignore} />));
    expect(untiedLabels(page.host)).toEqual([]);
    for (const text of ['Mandatory subjects', 'Compulsory optional subjects', 'Optional subjects'])
      expect(controlOf(page.host, text)?.getAttribute('role'), text).toBe('combobox');
    for (const text of [
      'Subjects a student sits',
      'Questions a student sits',
      'Least compulsory optional subjects',
    ])
      expect(controlOf(page.host, text)?.tagName, text).toBe('INPUT');
  });

  it('tie every schedule field’s label to its input', () => {
    function Schedule() {
      const [form] = Form.useForm<ScheduleValues>();
      return (
        <App>
          <ScheduleModal
            open
            editing={null}
            isPractice={false}
            groups={[{ value: 'g1', label: 'Batch A' }]}
            form={form}
            onClose={ignore}
            onFinish={ignore}
            pending={false}
            error={null}
          />
        </App>
      );
    }
    act(() => page.root.render(<Schedule />));
    const dialog = document.querySelector('.ant-modal')!;
    expect(untiedLabels(dialog)).toEqual([]);
    expect(controlOf(dialog, 'Group')?.getAttribute('role')).toBe('combobox');
    for (const text of ['Opens', 'Closes', 'Duration (minutes per student)', 'Cut marks'])
      expect(controlOf(dialog, text)?.tagName, text).toBe('INPUT');
    expect(controlOf(dialog, 'GPA factors')?.querySelectorAll('input')).toHaveLength(2);
  });
});
