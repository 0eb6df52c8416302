import { type OmrSheetLayout, omrQrText, omrRollDigits } from '@lms/domain';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { fontFor, type PdfDoc, registerBengaliFonts, write } from '../../lib/pdf-text';

/** Points per millimetre (PDF units are 1/72 inch). */
const PT = 72 / 25.4;
/** The drop-out colour of outlines and printed letters (as real OMR sheets), so pencil marks stand out. */
const LIGHT = '#e07a92';
/** Printed text that is not read: labels, numbers. */
const INK = '#333333';

/** The institute as the sheet's header shows it. */
export interface SheetInstitute {
  name: string;
  logo?: Buffer | null;
}

/** One sheet to print: blank, or a student's (name and roll printed, the roll bubbled). */
export type SheetOf = { student: null } | { student: { name: string; roll: string }; groupName: string };

/** What every sheet of one PDF shares. */
export interface SheetPrintJob {
  examId: string;
  examTitle: string;
  institute: SheetInstitute;
  layout: OmrSheetLayout;
}

const mm = (value: number) => value * PT;

/** Text centred on a point (mm), in a font that fits its letters. */
function centred(doc: PdfDoc, text: string, xMm: number, yMm: number, sizePt: number, bold = false) {
  doc.font(fontFor(text, bold)).fontSize(sizePt);
  const width = doc.widthOfString(text);
  // Helvetica's capitals and digits stand about 0.72 of the size above the baseline.
  doc.text(text, mm(xMm) - width / 2, mm(yMm) - sizePt * 0.36, { lineBreak: false });
}

/** Draws a filled, black QR code of `text` in a square (mm), with a two-module quiet zone inside it. */
function drawQr(doc: PdfDoc, text: string, box: { xMm: number; yMm: number; sizeMm: number }) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = mm(box.sizeMm) / (n + 4);
  const x0 = mm(box.xMm) + 2 * cell;
  const y0 = mm(box.yMm) + 2 * cell;
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++)
      if (qr.modules.get(row, col)) doc.rect(x0 + col * cell, y0 + row * cell, cell + 0.01, cell + 0.01);
  doc.fillColor('#000').fill();
}

function drawHeader(doc: PdfDoc, job: SheetPrintJob, sheet: SheetOf) {
  const { header } = job.layout.print;
  let left = header.xMm;
  if (job.institute.logo) {
    try {
      doc.image(job.institute.logo, mm(header.xMm), mm(header.yMm), { fit: [mm(12), mm(12)] });
      left = header.xMm + 14;
    } catch {
      left = header.xMm;
    }
  }
  const width = mm(header.xMm + header.widthMm - left);
  doc.fillColor('#000');
  write(doc, job.institute.name.slice(0, 90), {
    bold: true,
    size: 13,
    x: mm(left),
    y: mm(header.yMm),
    width,
  });
  write(doc, job.examTitle.slice(0, 90), {
    bold: true,
    size: 11,
    x: mm(left),
    y: mm(header.yMm + 6.5),
    width,
  });
  doc.fillColor(INK);
  const line = (yMm: number, text: string) =>
    write(doc, text, { size: 9, x: mm(header.xMm), y: mm(yMm), width: mm(header.widthMm) });
  const student = sheet.student;
  const set = job.layout.template.sets.length > 0 ? 'Set / সেট: ______' : '';
  line(header.yMm + 14, `${set}${student ? `${set ? '     ' : ''}Group / গ্রুপ: ${sheet.groupName}` : ''}`);
  line(
    header.yMm + 20,
    student
      ? `Name / নাম: ${student.name}     Roll / রোল: ${student.roll}`
      : 'Name / নাম: ____________________________     Signature / স্বাক্ষর: ______________',
  );
}

function drawBubble(
  doc: PdfDoc,
  b: { xMm: number; yMm: number; rMm: number },
  label: string,
  filled: boolean,
) {
  if (filled) {
    doc.circle(mm(b.xMm), mm(b.yMm), mm(b.rMm)).fillColor('#000').fill();
    return;
  }
  doc.lineWidth(0.7).circle(mm(b.xMm), mm(b.yMm), mm(b.rMm)).strokeColor(LIGHT).stroke();
  doc.fillColor(LIGHT);
  centred(doc, label, b.xMm, b.yMm, label.length > 1 ? 5.5 : 7);
}

function drawIdentification(doc: PdfDoc, job: SheetPrintJob, sheet: SheetOf) {
  const { print, template } = job.layout;
  doc.fillColor(INK);
  write(doc, 'Roll number / রোল নম্বর', {
    bold: true,
    size: 8,
    x: mm(print.rollLabel.xMm),
    y: mm(print.rollLabel.yMm - 2.5),
  });
  if (print.setLabel)
    write(doc, 'Set / সেট', {
      bold: true,
      size: 8,
      x: mm(print.setLabel.xMm),
      y: mm(print.setLabel.yMm - 2.5),
    });
  const digits = sheet.student ? omrRollDigits(sheet.student.roll, template.rollColumns) : null;
  for (const box of print.rollBoxes) {
    doc
      .lineWidth(0.6)
      .rect(mm(box.xMm), mm(box.yMm), mm(box.widthMm), mm(box.heightMm))
      .strokeColor(LIGHT)
      .stroke();
    const digit = digits?.[box.column];
    if (digit) {
      doc.fillColor('#000');
      centred(doc, digit, box.xMm + box.widthMm / 2, box.yMm + box.heightMm / 2, 9, true);
    }
  }
  for (const b of template.bubbles) {
    if (b.field === 'roll') drawBubble(doc, b, b.value, digits?.[b.column] === b.value);
    else if (b.field === 'set') drawBubble(doc, b, b.value, false);
  }
  const { notes } = print;
  doc.fillColor(INK);
  write(
    doc,
    'Fill one bubble fully with a black ball-point pen or a dark (2B) pencil. Do not tick, cross or fold. Write your roll in the boxes and fill the bubble of each digit below it.',
    { size: 7.5, x: mm(notes.xMm), y: mm(notes.yMm + 2), width: mm(notes.widthMm) },
  );
  doc.moveDown(0.4);
  write(
    doc,
    'কালো বল-পয়েন্ট কলম বা গাঢ় পেনসিল দিয়ে বৃত্ত সম্পূর্ণ ভরাট করো। টিক বা ক্রস দিও না, কাগজ ভাঁজ করো না। ঘরে রোল লিখে প্রতিটি অঙ্কের নিচে তার বৃত্ত ভরাট করো।',
    {
      size: 7.5,
      x: mm(notes.xMm),
      y: doc.y,
      width: mm(notes.widthMm),
    },
  );
  // A right mark beside a wrong one.
  const exampleY = notes.yMm + notes.heightMm - 4;
  doc.fillColor(INK);
  write(doc, 'Right / সঠিক:', { size: 7.5, x: mm(notes.xMm), y: mm(exampleY - 1.5) });
  doc
    .circle(mm(notes.xMm + 22), mm(exampleY), mm(2.4))
    .fillColor('#000')
    .fill();
  doc.fillColor(INK);
  write(doc, 'Wrong / ভুল:', { size: 7.5, x: mm(notes.xMm + 30), y: mm(exampleY - 1.5) });
  const wrongX = notes.xMm + 50;
  doc.lineWidth(0.7).circle(mm(wrongX), mm(exampleY), mm(2.4)).strokeColor(LIGHT).stroke();
  doc
    .lineWidth(1)
    .moveTo(mm(wrongX - 1.5), mm(exampleY))
    .lineTo(mm(wrongX - 0.3), mm(exampleY + 1.3))
    .lineTo(mm(wrongX + 1.7), mm(exampleY - 1.6))
    .strokeColor('#000')
    .stroke();
}

function drawAnswers(doc: PdfDoc, job: SheetPrintJob) {
  const { print, template } = job.layout;
  for (const c of print.answerColumns)
    doc
      .lineWidth(0.4)
      .roundedRect(mm(c.xMm), mm(c.yMm), mm(c.widthMm), mm(c.heightMm), 4)
      .strokeColor(LIGHT)
      .stroke();
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(8);
  for (const n of print.questionNumbers) {
    const text = String(n.number);
    doc.text(text, mm(n.xMm) - doc.widthOfString(text), mm(n.yMm) - 8 * 0.36, { lineBreak: false });
  }
  for (const b of template.bubbles) if (b.field === 'question') drawBubble(doc, b, b.option, false);
}

function drawSheet(doc: PdfDoc, job: SheetPrintJob, sheet: SheetOf) {
  const { template, print } = job.layout;
  for (const m of template.markers)
    doc
      .rect(mm(m.xMm - m.sizeMm / 2), mm(m.yMm - m.sizeMm / 2), mm(m.sizeMm), mm(m.sizeMm))
      .fillColor('#000')
      .fill();
  drawHeader(doc, job, sheet);
  drawQr(doc, omrQrText(job.examId, template.layoutId), template.qr);
  drawIdentification(doc, job, sheet);
  drawAnswers(doc, job);
  doc.fillColor('#777').font('Helvetica').fontSize(6);
  centred(doc, `${template.layoutId}  ·  ${job.examId}`, print.footer.xMm, print.footer.yMm, 6);
}

/**
 * The OMR sheets of one print job as an A4 PDF, one page per sheet: exactly the layout's markers and
 * bubbles (outlines and letters in a light drop-out colour, markers black), the header, the QR code
 * `omr:<examId>:<layoutId>`; a student's sheet has the name and roll printed and the roll bubbled.
 */
export function omrSheetsPdf(job: SheetPrintJob, sheets: readonly SheetOf[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: `OMR sheets: ${job.examTitle}`,
      Author: job.institute.name,
      Subject: job.layout.template.layoutId,
    },
  });
  registerBengaliFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const sheet of sheets) {
    doc.addPage({ size: 'A4', margin: 0 });
    drawSheet(doc, job, sheet);
  }
  doc.end();
  return done;
}
