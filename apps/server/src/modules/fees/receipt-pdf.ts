import { amountInWords, bengaliDigits, formatInstant, formatTaka, type MoneyLanguage } from '@lms/domain';
import type { ReceiptView } from '@lms/domain/contract';
import PDFDocument from 'pdfkit';
import { registerBengaliFonts, write } from '../../lib/pdf-text';

const LABELS = {
  en: {
    title: 'Money Receipt',
    serial: 'Receipt no.',
    date: 'Date',
    student: 'Student',
    roll: 'Roll',
    course: 'Course',
    branch: 'Branch',
    for: 'For',
    amount: 'Amount',
    total: 'Total received',
    inWords: 'In words',
    method: 'Method',
    trx: 'Transaction id',
    takenBy: 'Received by',
    credit: 'Kept as credit',
    refunded: 'Refunded',
    void: 'VOID',
    voidReason: 'Voided',
    online: 'Online',
  },
  bn: {
    title: 'টাকা প্রাপ্তির রসিদ',
    serial: 'রসিদ নং',
    date: 'তারিখ',
    student: 'শিক্ষার্থী',
    roll: 'রোল',
    course: 'কোর্স',
    branch: 'শাখা',
    for: 'বাবদ',
    amount: 'টাকা',
    total: 'মোট প্রাপ্ত',
    inWords: 'কথায়',
    method: 'মাধ্যম',
    trx: 'লেনদেন নং',
    takenBy: 'গ্রহণকারী',
    credit: 'জমা (অগ্রিম)',
    refunded: 'ফেরত',
    void: 'VOID',
    voidReason: 'বাতিল',
    online: 'অনলাইন',
  },
} as const;

const METHODS: Record<ReceiptView['method'], { en: string; bn: string }> = {
  cash: { en: 'Cash', bn: 'নগদ' },
  bkashManual: { en: 'bKash (send money)', bn: 'বিকাশ (সেন্ড মানি)' },
  nagadManual: { en: 'Nagad (send money)', bn: 'নগদ অ্যাপ (সেন্ড মানি)' },
  bkash: { en: 'bKash', bn: 'বিকাশ' },
  sslcommerz: { en: 'SSLCommerz (card / mobile banking)', bn: 'এসএসএলকমার্জ (কার্ড / মোবাইল ব্যাংকিং)' },
};

/** The day of an instant in the institute's zone as day-month-year (`28-11-2026`). */
function dayMonthYear(iso: string, timeZone: string, language: MoneyLanguage): string {
  const text = formatInstant(iso, 'DD-MM-YYYY', timeZone);
  return language === 'bn' ? bengaliDigits(text) : text;
}

/** The institute as a receipt shows it: its name in its colour, and its logo (PNG or JPEG) when it has one. */
export interface ReceiptInstitute {
  name: string;
  primaryColor: string;
  /** The zone the receipt's date is in (IANA). */
  timeZone: string;
  logo?: Buffer | null;
}

/**
 * A money receipt as a PDF: the institute's logo and name in its colour, the serial, the student, what it paid,
 * the amount in figures and in words, the method and transaction id, who took it; a voided receipt is
 * marked VOID across the page with the reason. A5 or A4, in English or Bengali.
 */
export function receiptPdf(
  receipt: ReceiptView,
  institute: ReceiptInstitute,
  options: { size: 'A5' | 'A4'; lang: MoneyLanguage },
): Promise<Buffer> {
  const l = LABELS[options.lang];
  const money = (paisa: number) => formatTaka(paisa, options.lang);
  const doc = new PDFDocument({
    size: options.size,
    margin: 36,
    info: {
      Title: `Receipt ${receipt.serial}`,
      Subject: receipt.voided ? `VOID ${receipt.serial}` : `Money receipt ${receipt.serial}`,
      Author: institute.name,
    },
  });
  registerBengaliFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const margin = doc.page.margins.left;
  const nameSize = options.size === 'A4' ? 20 : 16;
  const logoSide = nameSize * 2.5;
  const top = doc.y;
  // The logo at the top left, the name beside it; a logo the PDF cannot read is left out.
  let left = margin;
  if (institute.logo) {
    try {
      doc.image(institute.logo, margin, top, { fit: [logoSide, logoSide] });
      left = margin + logoSide + 10;
    } catch {
      left = margin;
    }
  }
  const width = doc.page.width - left - doc.page.margins.right;
  doc.fillColor(/^#[0-9a-f]{6}$/i.test(institute.primaryColor) ? institute.primaryColor : '#1f4e79');
  write(doc, institute.name, { bold: true, size: nameSize, x: left, y: top, width });
  doc.fillColor('#000');
  write(doc, l.title, { bold: true, size: 13 });
  if (left !== margin) doc.y = Math.max(doc.y, top + logoSide + 4);
  doc.x = margin;
  doc.moveDown(0.5);
  const line = (label: string, value: string) => write(doc, `${label}: ${value}`);
  line(l.serial, receipt.serial);
  line(l.date, dayMonthYear(receipt.receivedAt, institute.timeZone, options.lang));
  line(l.student, receipt.studentName);
  if (receipt.sid) line(l.roll, receipt.sid);
  if (receipt.courseName) line(l.course, receipt.courseName);
  if (receipt.branchName) line(l.branch, receipt.branchName);
  doc.moveDown(0.5);
  for (const part of receipt.applied) line(`${l.for} ${part.label}`, money(part.amountPaisa));
  if (receipt.creditPaisa > 0) line(l.credit, money(receipt.creditPaisa));
  doc.moveDown(0.3);
  write(doc, `${l.total}: ${money(receipt.amountPaisa)}`, { bold: true, size: 12 });
  line(l.inWords, amountInWords(receipt.amountPaisa, options.lang));
  line(l.method, METHODS[receipt.method][options.lang]);
  if (receipt.gatewayTrxId) line(l.trx, receipt.gatewayTrxId);
  line(l.takenBy, receipt.takenBy ?? l.online);
  if (receipt.refundedPaisa > 0) line(l.refunded, money(receipt.refundedPaisa));
  if (receipt.voided) {
    doc.moveDown(0.5);
    doc.fillColor('#b00020');
    line(l.voidReason, `${receipt.voidReason ?? ''}${receipt.voidedBy ? ` (${receipt.voidedBy})` : ''}`);
    const size = options.size === 'A4' ? 120 : 90;
    doc.save();
    doc.rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
    doc.opacity(0.25).font('Helvetica-Bold').fontSize(size);
    doc.text(l.void, 0, doc.page.height / 2 - size / 2, { width: doc.page.width, align: 'center' });
    doc.restore();
  }
  doc.end();
  return done;
}
