import { ROSTER_CHUNK_ROWS, type RosterError, type RosterPreview } from '@lms/domain/contract';
import { Alert, Button, Checkbox, Flex, Modal, Result, Select, Typography } from 'antd';
import { useState } from 'react';
import { counted, countText } from '../../../components/count-text';
import { ImportDone, ImportFilePick, ImportProgress } from '../../../components/import-steps';
import { RowErrorsTable } from '../../../components/row-errors-table';
import { TextWithParts } from '../../../components/text-with-parts';
import { useImportSteps } from '../../../components/use-import-steps';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { downloadRosterTemplate, importRows, previewRoster, rosterFileOf } from '../api/student-admin';
import { useGroups } from '../api/use-org';
import { csvHref, rejectedRowsCsv } from './rejected-rows';

// Base64 makes an .xlsx a third bigger; the server takes at most 10 MB.
const MAX_FILE_BYTES = 7 * 1024 * 1024;

/** What the last step shows beside the outcome: the rows skipped and the rows in the file. */
type Done = { skipped: number; total: number };

/**
 * Imports a roster from CSV or Excel (.xlsx): the server checks the whole file first and nothing is
 * written while rows are bad, unless the staff member chooses to import only the valid rows (the
 * rejected ones can be downloaded, with why, to fix and import again); then the rows go in chunks,
 * with the rows done shown, and a summary at the end. Branches the file names that do not exist can be
 * created by the import, and everyone imported can be put into a group in the same go.
 */
export function ImportRosterModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const groups = useGroups();
  const [createBranches, setCreateBranches] = useState(false);
  const [groupId, setGroupId] = useState<string>();
  const [templateError, setTemplateError] = useState<string>();
  const template = (format: 'xlsx' | 'csv') => {
    setTemplateError(undefined);
    downloadRosterTemplate(format).catch((err) => setTemplateError(errorText(err)));
  };
  const { step, pickProps, run, close, pickAgain } = useImportSteps<RosterPreview, RosterError, Done>({
    maxBytes: MAX_FILE_BYTES,
    tooLarge: t('The file is larger than 7 MB: split the roster into smaller files.'),
    preview: async (file) => previewRoster({ ...(await rosterFileOf(file)), createBranches }),
    invalidates: [['students'], ['groups']],
    onClose,
  });

  const importRoster = (preview: RosterPreview, skipInvalid: boolean) => {
    const bad = new Set(preview.errors.map((e) => e.row));
    const rows = skipInvalid ? preview.rows.filter((r) => !bad.has(r.row)) : preview.rows;
    return run(
      rows,
      {
        size: ROSTER_CHUNK_ROWS,
        send: (chunk) => importRows({ rows: chunk, createBranches, ...(groupId ? { groupId } : {}) }),
        failureOf: (lines, err) =>
          t('Importing lines {{lines}} failed: {{reason}}.', { lines, reason: errorText(err) }),
        stopOn: (report, lines) =>
          report.errors.length
            ? t('Nothing was written for lines {{lines}}: they no longer pass the check (see below).', {
                lines,
              })
            : undefined,
      },
      { skipped: skipInvalid ? preview.errors.length : 0, total: preview.total },
    );
  };

  return (
    <Modal title={t('Import roster')} open={open} onCancel={close} footer={null} destroyOnHidden width={720}>
      {step.kind === 'pick' && (
        <Flex vertical gap={12} style={{ marginBottom: 12 }}>
          <Checkbox checked={createBranches} onChange={(e) => setCreateBranches(e.target.checked)}>
            {t('Create missing branches (branches are otherwise made in Groups > Branches)')}
          </Checkbox>
          <Select
            aria-label={t('Put everyone imported into group')}
            placeholder={t('Put everyone imported into group… (optional)')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={groupId}
            onChange={(id?: string) => setGroupId(id)}
            options={groups.data?.map((g) => ({ value: g._id, label: g.name }))}
            style={{ maxWidth: 420 }}
          />
        </Flex>
      )}
      {step.kind === 'pick' && (
        <ImportFilePick
          label={t('Roster file')}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          {...pickProps}
          help={
            <>
              <TextWithParts
                text={t(
                  'A CSV or Excel (.xlsx) file with a header row: {{required}} and, if you have them, {{optional}} (group names separated by {{separator}}). Every row is checked before anything is written.',
                )}
                parts={{
                  required: <code>name, roll, phone</code>,
                  optional: <code>contact, branch, session, groups</code>,
                  separator: <code>;</code>,
                }}
              />{' '}
              {t('Download the template:')}{' '}
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => template('xlsx')}>
                {t('Excel (.xlsx)')}
              </Button>
              {' · '}
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => template('csv')}>
                {t('CSV')}
              </Button>
              {templateError && <Typography.Text type="danger"> {templateError}</Typography.Text>}
            </>
          }
        />
      )}
      {step.kind === 'preview' && (
        <PreviewStep
          fileName={step.fileName}
          preview={step.preview}
          onAnotherFile={pickAgain}
          onImport={(skipInvalid) => void importRoster(step.preview, skipInvalid)}
        />
      )}
      {step.kind === 'importing' && <ImportProgress done={step.done} total={step.total} noun="row" />}
      {step.kind === 'done' && (
        <ImportDone onDone={close}>
          <Result
            status={step.failure ? 'warning' : 'success'}
            title={step.failure ? t('The import stopped') : t('Roster imported')}
            subTitle={t(
              step.skipped
                ? '{{students}} admitted, {{skipped}} skipped ({{rows}} in the file).'
                : '{{students}} admitted ({{rows}} in the file).',
              {
                students: counted(t, 'student', step.created),
                skipped: counted(t, 'row', step.skipped),
                rows: counted(t, 'row', step.total),
              },
            )}
          />
          {step.failure && (
            <Alert
              type="warning"
              showIcon
              title={step.failure}
              description={t(
                'The {{students}} admitted before it were kept. Check the file again to import the rest: admitted rows will show as admitted already.',
                { students: counted(t, 'student', step.created) },
              )}
            />
          )}
          {step.errors.length > 0 && <RowErrorsTable rowTitle={t('Line')} errors={step.errors} />}
        </ImportDone>
      )}
    </Modal>
  );
}

/** The check's result: all good (import), or the bad rows with the choice of what to do. */
function PreviewStep({
  fileName,
  preview,
  onAnotherFile,
  onImport,
}: {
  fileName: string;
  preview: RosterPreview;
  onAnotherFile: () => void;
  onImport: (skipInvalid: boolean) => void;
}) {
  const { t } = useT();
  const bad = preview.errors.length;
  const good = preview.total - bad;
  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        <strong>{fileName}</strong>:{' '}
        {t(
          bad
            ? '{{rows}}, {{ready}} ready to import, {{errors}} with errors.'
            : '{{rows}}, {{ready}} ready to import.',
          {
            rows: counted(t, 'row', preview.total),
            ready: good,
            errors: bad,
          },
        )}{' '}
        {t('Nothing has been written yet.')}
      </Typography.Text>
      {preview.newBranches.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('The import will create these branches: {{names}}', {
            names: preview.newBranches.join(', '),
          })}
        />
      )}
      {bad > 0 ? (
        <>
          <Alert
            type="error"
            showIcon
            title={countText(t, bad, ['{{count}} row has errors', '{{count}} rows have errors'])}
            description={t(
              'Fix the file and check it again, or import only the valid rows: the rows listed below will then be skipped and not admitted.',
            )}
          />
          <RowErrorsTable rowTitle={t('Line')} errors={preview.errors} />
          <Typography.Link
            href={csvHref(rejectedRowsCsv(preview.rows, preview.errors))}
            download="roster-rejected-rows.csv"
          >
            {t('Download the rejected rows (with why) to fix and import again')}
          </Typography.Link>
        </>
      ) : (
        <Alert type="success" showIcon title={t('Every row passed the check')} />
      )}
      <Flex justify="end" wrap gap={8}>
        <Button onClick={onAnotherFile}>{bad ? t('Choose a fixed file') : t('Choose another file')}</Button>
        {bad > 0 && good > 0 && (
          <Button danger onClick={() => onImport(true)}>
            {t('Import only the {{rows}} (skip {{skipped}})', {
              rows: counted(t, 'valid row', good),
              skipped: bad,
            })}
          </Button>
        )}
        {bad === 0 && (
          <Button type="primary" onClick={() => onImport(false)}>
            {t('Import {{students}}', { students: counted(t, 'student', good) })}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
