import { formatMarks, formatNegativeMarks } from '@lms/domain';
import type { ResultAnswerView } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { Card, Tag, Typography } from 'antd';
import { assetUrl } from '../../lib/asset-url';
import { useBranding } from '../../lib/endpoints/get-branding';
import { translate, useT } from '../../lib/i18n/use-t';
import { optionViews } from '../../lib/question-options';
import { answerOf, givenAnswer, groupBySubject, isPendingResult } from '../../lib/result-figures';
import { ExamImage } from './exam-image';
import { OptionContent } from './option-content';
import { QuestionMedia } from './question-media';

const right = '#f6ffed';
const wrong = '#fff1f0';

/** An explanation's extra part: an image key or address, or more text. */
function ExplanationExt({ value }: { value: string }) {
  const { t } = useT();
  const isImage = /\.(png|jpe?g|gif|webp|svg)(\?.*)?$/i.test(value) || value.startsWith('data:image/');
  return isImage ? <ExamImage src={value} alt={t('Explanation')} /> : <RichText text={value} />;
}

/** MCQ and checkbox: every option, the student's choice and the key. */
function ChoiceResult({ entry }: { entry: ResultAnswerView }) {
  const { t } = useT();
  const question = entry.questionId;
  const chosen = new Set(givenAnswer(entry));
  const key = new Set(question.answer);
  // A voided question is neither right nor wrong: the choice is shown without the colour of a mistake.
  const voided = Boolean(question.voided);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      {optionViews(question.options, question.optionType).map((option) => {
        const isKey = key.has(option.text);
        const isChosen = chosen.has(option.text);
        return (
          <div
            key={option.index}
            data-correct={isKey || undefined}
            data-chosen={isChosen || undefined}
            style={{
              padding: '4px 8px',
              borderRadius: 6,
              background: isKey ? right : isChosen && !voided ? wrong : undefined,
              display: 'flex',
              justifyContent: 'space-between',
              gap: 8,
            }}
          >
            <OptionContent option={option} />
            <span style={{ whiteSpace: 'nowrap' }}>
              {isChosen ? (
                <Tag color={isKey ? 'success' : voided ? 'default' : 'error'}>{t('Your answer')}</Tag>
              ) : null}
              {isKey ? <Tag color="success">{t('Correct answer')}</Tag> : null}
            </span>
          </div>
        );
      })}
    </div>
  );
}

const mcaText = (value: string | undefined) =>
  translate(value === 'true' ? 'True' : value === 'false' ? 'False' : 'Not answered');

/** MCA: per option, the student's True/False and the key. */
function McaResult({ entry }: { entry: ResultAnswerView }) {
  const { t } = useT();
  const question = entry.questionId;
  const given = givenAnswer(entry);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      {optionViews(question.options, question.optionType).map((option) => {
        const mine = given?.[option.index];
        const expected = question.answer[option.index];
        const answered = mine === 'true' || mine === 'false';
        return (
          <div
            key={option.index}
            style={{
              padding: '4px 8px',
              borderRadius: 6,
              background: answered && !question.voided ? (mine === expected ? right : wrong) : undefined,
              display: 'flex',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              gap: 8,
            }}
          >
            <OptionContent option={option} />
            <span>
              {t('Your answer: {{mine}} · Correct: {{expected}}', {
                mine: mcaText(mine),
                expected: mcaText(expected),
              })}
            </span>
          </div>
        );
      })}
    </div>
  );
}

/** shortAns and paragraph: the written answer, its files (with the examiner's copies) and notes. */
function WrittenResult({ entry }: { entry: ResultAnswerView }) {
  const { t } = useT();
  const host = useBranding()?.assetHost;
  const given = answerOf(entry);
  const text = givenAnswer(entry)?.[0];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      <div style={{ whiteSpace: 'pre-wrap', background: '#fafafa', borderRadius: 6, padding: 8 }}>
        {text?.trim() ? text : <Typography.Text type="secondary">{t('No written answer')}</Typography.Text>}
      </div>
      {(given?.extra ?? []).map((file) => (
        <div key={file.key}>
          <a href={assetUrl(host, file.key)} target="_blank" rel="noreferrer">
            {file.name}
          </a>
          {file.evaluatedKey ? (
            <>
              {' · '}
              <a href={assetUrl(host, file.evaluatedKey)} target="_blank" rel="noreferrer">
                {t('Evaluated copy')}
              </a>
            </>
          ) : null}
        </div>
      ))}
      {given?.notes ? (
        <div>
          <Typography.Text strong>{t('Examiner’s notes')}</Typography.Text>
          <RichText text={given.notes} />
        </div>
      ) : null}
    </div>
  );
}

function ResultQuestionView({ entry, number }: { entry: ResultAnswerView; number: number }) {
  const { t, n } = useT();
  const question = entry.questionId;
  const given = answerOf(entry);
  const pending = isPendingResult(entry);
  const total = question.point;
  return (
    <Card
      size="small"
      role="group"
      aria-label={t('Result of question {{number}}', { number })}
      style={{ marginBottom: 12 }}
    >
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
        <Typography.Text strong>{number}.</Typography.Text>
        <div style={{ flex: 1, minWidth: 0, wordBreak: 'break-word' }}>
          <RichText text={question.title} />
        </div>
        <Typography.Text style={{ whiteSpace: 'nowrap' }}>
          {question.voided === 'dropped'
            ? '–'
            : question.voided === 'fullMarks'
              ? `${n(formatMarks(total))} / ${n(formatMarks(total))}`
              : pending
                ? t('Not marked yet')
                : `${n(formatMarks(given?.marks ?? 0))}${total ? ` / ${n(formatMarks(total))}` : ''}`}
        </Typography.Text>
      </div>
      {question.voided ? (
        <Tag color="blue" data-testid="voided-question" style={{ whiteSpace: 'normal' }}>
          {question.voided === 'fullMarks'
            ? t('Voided: everyone gets its marks')
            : t('Voided: not counted in the total')}
        </Tag>
      ) : null}
      <QuestionMedia
        images={question.image}
        files={question.file}
        label={t('Question {{number}}', { number })}
      />
      <div style={{ marginTop: 8 }}>
        {question.type === 'MCA' ? (
          <McaResult entry={entry} />
        ) : question.type === 'MCQ' || question.type === 'checkbox' ? (
          <ChoiceResult entry={entry} />
        ) : (
          <WrittenResult entry={entry} />
        )}
      </div>
      {given?.negativeMarks ? (
        <Typography.Text type="danger">
          {t('Negative marks: {{marks}}', { marks: n(formatNegativeMarks(given.negativeMarks)) })}
        </Typography.Text>
      ) : null}
      {question.explanation.trim() || question.explanationExt.trim() ? (
        <div style={{ marginTop: 8, borderTop: '1px dashed #f0f0f0', paddingTop: 8 }}>
          <Typography.Text strong>{t('Explanation')}</Typography.Text>
          {question.explanation.trim() ? <RichText text={question.explanation} /> : null}
          {question.explanationExt.trim() ? <ExplanationExt value={question.explanationExt} /> : null}
        </div>
      ) : null}
    </Card>
  );
}

/** Props of the result questions. */
export interface ResultQuestionsProps {
  answers: readonly ResultAnswerView[];
  /** Group the questions under their subjects (segmented exams). */
  bySubject: boolean;
  /** Subject names by id. */
  subjectNames?: ReadonlyMap<string, string>;
}

/** Every question of a result in its view by type, with the key and the explanation. */
export function ResultQuestions({ answers, bySubject, subjectNames }: ResultQuestionsProps) {
  if (!bySubject) {
    return (
      <>
        {answers.map((entry, index) => (
          <ResultQuestionView key={entry.questionId._id} entry={entry} number={index + 1} />
        ))}
      </>
    );
  }
  let number = 0;
  return (
    <>
      {groupBySubject(answers, subjectNames).map((group) => (
        <section key={group.subjectId} aria-label={group.name}>
          <Typography.Title level={5}>{group.name}</Typography.Title>
          {group.entries.map((entry) => {
            number += 1;
            return <ResultQuestionView key={entry.questionId._id} entry={entry} number={number} />;
          })}
        </section>
      ))}
    </>
  );
}
