import { formatMarks, type TimeZone } from '@lms/domain';
import type { ScoreboardAnalytics, ScoreboardResult, StudentProfile } from '@lms/domain/contract';
import { createPortal } from 'react-dom';
import { examDate, meritOf, passFail, rowFigures } from '../scoreboard-format';
import './progress-report.css';

/** Props of the progress report. */
export interface ProgressReportProps {
  institute: string;
  student: StudentProfile;
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
  return createPortal(
    <section className="progress-report" aria-hidden="true">
      <h1>{institute}</h1>
      <h2>Progress Report</h2>
      <div className="report-facts">
        <div>
          <strong>Student Name:</strong> {student.name}
        </div>
        <div>
          <strong>Roll:</strong> {student.sid}
        </div>
        <div>
          <strong>Branch:</strong> {student.branch?.name ?? '-'}
        </div>
        <div>
          <strong>Division:</strong> {student.branch?.division || '-'}
        </div>
        <div>
          <strong>Total Marks:</strong> {formatMarks(a.totalMarksObtained)} / {formatMarks(a.totalMarks)}
        </div>
        <div>
          <strong>Exams:</strong> {a.totalExamCount} (Passed {a.passCount}, Failed {a.failCount})
        </div>
      </div>
      <table>
        <thead>
          <tr>
            <th>SN</th>
            <th>Date</th>
            <th>Exam Name</th>
            <th>Pass/Fail</th>
            <th>Total</th>
            <th>Obtained</th>
            <th>Negative</th>
            <th>Merit</th>
            <th>Completion</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const f = rowFigures(row);
            return (
              <tr key={row._id}>
                <td>{i + 1}</td>
                <td>{examDate(row, timeZone)}</td>
                <td className="report-name">{row.examId.title}</td>
                <td>{passFail(row)}</td>
                <td>{f.total}</td>
                <td>{f.obtained}</td>
                <td>{f.negative}</td>
                <td>{meritOf(row)}</td>
                <td>{f.completion}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="report-boxes">
        <div className="report-box">Teacher's Comment</div>
        <div className="report-box">Guardian's Comment</div>
        <div className="report-box signature">Teacher's Signature</div>
        <div className="report-box signature">Guardian's Signature</div>
      </div>
    </section>,
    document.body,
  );
}
