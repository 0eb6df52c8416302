import { SET_COUNTS } from '@lms/domain';
import type { ExamAuthoringOptions, PoolSectionInput } from '@lms/domain/contract';
import { App, Button, Card, Flex, Input, InputNumber, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { counted } from '../../../components/count-text';
import { difficultyLabel } from '../../../components/question-type';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { useExamPools, usePoolSize, useSetExamPools } from '../api/pools-api';

type Section = Required<Omit<PoolSectionInput, 'chapter'>> & { chapter: string | null };

const EMPTY: Section = { subjectId: null, chapter: null, difficulty: null, tags: [], count: 5 };

/**
 * The paper's pool sections: each draws its count of bank questions (a subject, chapter, difficulty and
 * tags) for every attempt on its own; below, a new section with its pool size as it is typed. Saved at
 * once (apart from the listed questions' save), and refused once students have started the exam.
 */
export function PoolSections({
  examId,
  subjects,
}: {
  examId: string;
  subjects: ExamAuthoringOptions['subjects'];
}) {
  const { t } = useT();
  const { message } = App.useApp();
  const pools = useExamPools(examId);
  const save = useSetExamPools(examId);
  const [section, setSection] = useState<Section>(EMPTY);
  const size = usePoolSize(examId, section);
  const subjectName = new Map(subjects.map((s) => [s._id, s.name]));
  const saved = pools.data?.pools ?? [];
  const store = (next: Section[], done?: () => void, setCount?: number) =>
    save.mutate(
      { pools: next, setCount },
      {
        onSuccess: done,
        onError: (error) => void message.error(errorText(error)),
      },
    );
  const describe = (s: Section) =>
    [
      s.subjectId ? (subjectName.get(s.subjectId) ?? t('Subject')) : t('Any subject'),
      s.chapter,
      s.difficulty ? difficultyLabel(t, s.difficulty) : null,
      ...s.tags,
    ]
      .filter(Boolean)
      .join(' › ');
  const poolSize = size.data?.poolSize ?? 0;
  const marks = size.data?.marks ?? [];
  const problem =
    section.count > poolSize
      ? t('Cannot draw {{count}} questions from a pool of {{size}}', { count: section.count, size: poolSize })
      : marks.length > 1
        ? t('The pool has questions of unequal marks ({{marks}}): every draw must have the same marks', {
            marks: marks.join(', '),
          })
        : null;

  return (
    <Card size="small" title={t('Questions drawn from pools')}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {t('Each student gets their own questions drawn from each pool, after the questions on the paper.')}
        </Typography.Text>
        {saved.length > 0 ? (
          <ol aria-label={t('Questions drawn from pools')} style={{ paddingInlineStart: 20, margin: 0 }}>
            {saved.map((s, index) => (
              <li key={JSON.stringify(s)} style={{ padding: '4px 0' }}>
                <Flex gap={8} justify="space-between" wrap>
                  <Typography.Text>
                    {t('{{count}} from {{pool}}', { count: s.count, pool: describe(s) })} ·{' '}
                    {t('pool of {{size}}', { size: s.poolSize })} · {counted(t, 'mark', s.point)}
                  </Typography.Text>
                  <Button
                    size="small"
                    danger
                    disabled={save.isPending}
                    onClick={() => store(saved.filter((_, at) => at !== index))}
                  >
                    {t('Remove')}
                  </Button>
                </Flex>
              </li>
            ))}
          </ol>
        ) : null}
        <Flex gap={8} wrap align="center">
          <Select
            aria-label={t('Subject')}
            style={{ width: 180 }}
            value={section.subjectId ?? ''}
            onChange={(subjectId) => setSection({ ...section, subjectId: subjectId || null })}
            options={[
              { value: '', label: t('Any subject') },
              ...subjects.map((s) => ({ value: s._id, label: s.name })),
            ]}
          />
          <Input
            aria-label={t('Chapter')}
            placeholder={t('Chapter')}
            style={{ width: 160 }}
            value={section.chapter ?? ''}
            onChange={(e) => setSection({ ...section, chapter: e.target.value || null })}
          />
          <Select
            aria-label={t('Difficulty')}
            style={{ width: 150 }}
            value={section.difficulty ?? ''}
            onChange={(difficulty: Section['difficulty'] | '') =>
              setSection({ ...section, difficulty: difficulty || null })
            }
            options={[
              { value: '', label: t('Any difficulty') },
              ...(['easy', 'medium', 'hard'] as const).map((d) => ({
                value: d,
                label: difficultyLabel(t, d),
              })),
            ]}
          />
          <Select
            aria-label={t('Tags')}
            mode="tags"
            placeholder={t('Tags')}
            style={{ minWidth: 140 }}
            value={section.tags}
            onChange={(tags: string[]) => setSection({ ...section, tags })}
          />
          <InputNumber
            aria-label={t('Questions to draw')}
            min={1}
            max={500}
            value={section.count}
            onChange={(count) => setSection({ ...section, count: count ?? 1 })}
            style={{ width: 90 }}
          />
          <Button
            type="primary"
            disabled={problem !== null || size.isFetching || save.isPending}
            onClick={() => store([...saved, section], () => setSection(EMPTY))}
          >
            {t('Add pool section')}
          </Button>
        </Flex>
        <Typography.Text type={problem ? 'danger' : 'secondary'} aria-live="polite">
          {problem ??
            t('pool of {{size}}', { size: poolSize }) +
              (marks.length === 1 ? ` · ${counted(t, 'mark', marks[0]!)}` : '')}
        </Typography.Text>
        <Flex gap={8} wrap align="center">
          <Typography.Text id="exam-sets-label">{t('Sets')}</Typography.Text>
          <Radio.Group
            aria-labelledby="exam-sets-label"
            optionType="button"
            size="small"
            disabled={save.isPending || !pools.data}
            value={pools.data?.setCount ?? 0}
            onChange={(e) => store(saved, undefined, Number(e.target.value))}
            options={SET_COUNTS.map((n) => ({ value: n, label: n === 0 ? t('none') : String(n) }))}
          />
          <Typography.Text type="secondary">
            {saved.length > 0
              ? t('Each set (A, B, ...) draws its own questions; students get the sets in turn.')
              : t('Each set (A, B, ...) has its own order of the questions; students get the sets in turn.')}
          </Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}
