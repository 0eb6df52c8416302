import { formatMarks, type TimeZone } from '@lms/domain';
import type { ScoreboardAnalytics, ScoreboardResult, StudentProfile } from '@lms/domain/contract';
import { createPortal } from 'react-dom';
import { examDate, meritOf, passFail, rowFigures } from './scoreboard-format';
import './progress-report.css';
import { useT } from '../../lib/i18n/use-t';

/** Props of the progress report. */
export interface ProgressReportProps {
  institute: string;
  /** The student the report is of (the signed-in student, or a guardian's child). */
  student: Pick<StudentProfile, 'name' | 'sid' | 'branch'>;
  analytics: ScoreboardAnalytics;
  rows: ScoreboardResult[];
  timeZone: TimeZone;
}

/**
 * The printed Progress Report: roll, branch and division, name, totals, every
 * live result (SN, date, name, pass/fail, total, obtained, negative, merit, completion) and blank
 * comment and signature boxes for the teacher and the guardian. Rendered beside the app so that print
 * CSS can show it alone on A4.
 */
export function ProgressReport({ institute, student, analytics: a, rows, timeZone }: ProgressReportProps) {
  const { t, n } = useT();
  return createPortal(
    <section className="progress-report" aria-hidden="true">
      <h1>{institute}</h1>
      <h2>{t('Progress Report')}</h2>
      <div className="report-facts">
        <div>
          <strong>{t('Student Name:')}</strong> {student.name}
        </div>
        <div>
          <strong>{t('Roll:')}</strong> {student.sid}
        </div>
        <div>
          <strong>{t('Branch:')}</strong> {student.branch?.name ?? '-'}
        </div>
        <div>
          <strong>{t('Division:')}</strong> {student.branch?.division || '-'}
        </div>
        <div>
          <strong>{t('Total Marks:')}</strong> {n(formatMarks(a.totalMarksObtained))} /{' '}
          {n(formatMarks(a.totalMarks))}
        </div>
        <div>
          <strong>{t('Exams:')}</strong>{' '}
          {t('{{total}} (Passed {{passed}}, Failed {{failed}})', {
            total: a.totalExamCount,
            passed: a.passCount,
            failed: a.failCount,
          })}
        </div>
      </div>
      <table>
        <thead>
          <tr>
            <th>{t('SN')}</th>
            <th>{t('Date')}</th>
            <th>{t('Exam Name')}</th>
            <th>{t('Pass/Fail')}</th>
            <th>{t('Total')}</th>
            <th>{t('Obtained')}</th>
            <th>{t('Negative')}</th>
            <th>{t('Merit')}</th>
            <th>{t('Completion')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const f = rowFigures(row);
            return (
              <tr key={row._id}>
                <td>{i + 1}</td>
                <td>{n(examDate(row, timeZone))}</td>
                <td className="report-name">{row.examId.title}</td>
                <td>{t(passFail(row))}</td>
                <td>{f.total}</td>
                <td>{f.obtained}</td>
                <td>{f.negative}</td>
                <td>{n(meritOf(row))}</td>
                <td>{f.completion}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="report-boxes">
        <div className="report-box">{t("Teacher's Comment")}</div>
        <div className="report-box">{t("Guardian's Comment")}</div>
        <div className="report-box signature">{t("Teacher's Signature")}</div>
        <div className="report-box signature">{t("Guardian's Signature")}</div>
      </div>
    </section>,
    document.body,
  );
}
