import { Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n/use-t';
import { ExamEditor } from '../components/exam-editor';
import { ExamList } from '../components/exam-list';

/**
 * Exams: the list, or one exam's editor (`?exam=<id>&step=<0-3>`, `?exam=new`), so an exam has its own address
 * inside the section.
 */
export function ExamsPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const open = params.get('exam');
  const step = Math.min(Math.max(Number(params.get('step')) || 0, 0), 3);
  const go = (exam: string, at: number) => setParams({ exam, step: String(at) }, { replace: true });
  return (
    <section aria-labelledby="exams-title">
      <Typography.Title id="exams-title" level={3} style={{ margin: '0 0 8px' }}>
        {t('Exams')}
      </Typography.Title>
      {open ? (
        <ExamEditor
          key={open}
          examId={open === 'new' ? null : open}
          step={step}
          onStep={(at) => go(open, at)}
          onSaved={(examId) => go(examId, step)}
          onBack={() => setParams({})}
          onDuplicated={(copyId) => setParams({ exam: copyId })}
        />
      ) : (
        <ExamList
          onOpen={(examId) => setParams({ exam: examId })}
          onCreate={() => setParams({ exam: 'new' })}
        />
      )}
    </section>
  );
}
