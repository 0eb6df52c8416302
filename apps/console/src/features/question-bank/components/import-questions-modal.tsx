import { QUESTION_IMPORT_CHUNK, type QuestionImportPreview } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { Alert, Button, Flex, Modal, Result, Table, Typography } from 'antd';
import { counted, countText } from '../../../components/count-text';
import { ImportDone, ImportFilePick, ImportProgress } from '../../../components/import-steps';
import { type RowError, RowErrorsTable } from '../../../components/row-errors-table';
import { TextWithParts } from '../../../components/text-with-parts';
import { useImportSteps } from '../../../components/use-import-steps';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { importRows, previewImport } from '../api/question-bank-api';

// Base64 makes an .xlsx a third bigger; the server takes at most 20 MB.
const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** What the last step shows beside the outcome. */
type Done = { skipped: number };

/**
 * Imports questions from CSV, Excel (.xlsx) or JSON: the server checks every row first by the rule of
 * create and writes nothing; the bad rows are listed by row; then the good rows go in chunks with the
 * progress shown.
 */
export function ImportQuestionsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const { step, pickProps, run, close, pickAgain } = useImportSteps<QuestionImportPreview, RowError, Done>({
    maxBytes: MAX_FILE_BYTES,
    tooLarge: t('The file is larger than 10 MB: split it into smaller files.'),
    preview: previewImport,
    invalidates: [['question-bank']],
    onClose,
  });

  const importAll = (preview: QuestionImportPreview) =>
    run(
      preview.questions,
      {
        size: QUESTION_IMPORT_CHUNK,
        send: importRows,
        failureOf: (lines, err) => t('Rows {{lines}} failed: {{reason}}.', { lines, reason: errorText(err) }),
      },
      { skipped: preview.errors.length },
    );

  return (
    <Modal
      title={t('Import questions')}
      open={open}
      onCancel={close}
      footer={null}
      destroyOnHidden
      width={760}
    >
      {step.kind === 'pick' && (
        <ImportFilePick
          label={t('Question file')}
          accept=".csv,.xlsx,.json,text/csv,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          {...pickProps}
          help={
            <TextWithParts
              text={t(
                'A CSV or Excel (.xlsx) file with a header row: {{required}} and any of {{optional}} (lists separated by {{separator}}; the answer by option letter), or a JSON array of questions. Types: MCQ, MCA, checkbox, shortAns, paragraph. Every row is checked before anything is written.',
              )}
              parts={{
                required: <code>type, title</code>,
                optional: (
                  <code>
                    option_a … option_k, answer, explanation, tags, chapter, difficulty, point, negative_mark,
                    subject_id, image, image_options
                  </code>
                ),
                separator: <code>|</code>,
              }}
            />
          }
        />
      )}
      {step.kind === 'preview' && (
        <Flex vertical gap={12}>
          <Typography.Text>
            <strong>{step.fileName}</strong>:{' '}
            {t(
              step.preview.errors.length
                ? '{{rows}}, {{ready}} ready to import, {{errors}} with errors.'
                : '{{rows}}, {{ready}} ready to import.',
              {
                rows: counted(t, 'row', step.preview.total),
                ready: step.preview.questions.length,
                errors: step.preview.errors.length,
              },
            )}{' '}
            {t('Nothing has been written yet.')}
          </Typography.Text>
          {step.preview.errors.length > 0 ? (
            <>
              <Alert
                type="error"
                showIcon
                title={countText(t, step.preview.errors.length, [
                  '{{count}} row has errors',
                  '{{count}} rows have errors',
                ])}
                description={t(
                  'Fix the file and check it again, or import the valid rows only: the rows below are skipped.',
                )}
              />
              <RowErrorsTable errors={step.preview.errors} />
            </>
          ) : (
            <Alert type="success" showIcon title={t('Every row passed the check')} />
          )}
          {step.preview.questions.length > 0 && (
            <Table
              aria-label={t('Rows to import')}
              size="small"
              rowKey="row"
              dataSource={step.preview.questions}
              pagination={{ pageSize: 5, hideOnSinglePage: true, showSizeChanger: false }}
              columns={[
                { title: t('Row'), dataIndex: 'row', key: 'row', width: 70 },
                { title: t('Type'), key: 'type', width: 100, render: (_, r) => r.question.type },
                {
                  title: t('Question'),
                  key: 'title',
                  render: (_, r) => <RichText text={r.question.title} />,
                },
              ]}
            />
          )}
          <Flex justify="end" wrap gap={8}>
            <Button onClick={pickAgain}>{t('Choose another file')}</Button>
            {step.preview.questions.length > 0 && (
              <Button type="primary" onClick={() => void importAll(step.preview)}>
                {t(
                  step.preview.errors.length
                    ? 'Import {{questions}} (skip {{skipped}})'
                    : 'Import {{questions}}',
                  {
                    questions: counted(t, 'question', step.preview.questions.length),
                    skipped: step.preview.errors.length,
                  },
                )}
              </Button>
            )}
          </Flex>
        </Flex>
      )}
      {step.kind === 'importing' && <ImportProgress done={step.done} total={step.total} noun="question" />}
      {step.kind === 'done' && (
        <ImportDone onDone={close}>
          <Result
            status={step.failure || step.errors.length ? 'warning' : 'success'}
            title={step.failure ? t('The import stopped') : t('Questions imported')}
            subTitle={t(step.skipped ? '{{questions}} added, {{rows}} skipped.' : '{{questions}} added.', {
              questions: counted(t, 'question', step.created),
              rows: counted(t, 'row', step.skipped),
            })}
          />
          {step.failure && <Alert type="warning" showIcon title={step.failure} />}
          {step.errors.length > 0 && <RowErrorsTable errors={step.errors} />}
        </ImportDone>
      )}
    </Modal>
  );
}
