import { localPhoneOf } from '@lms/domain';
import PDFDocument from 'pdfkit';
import { type PdfDoc, registerBengaliFonts, write } from '../../lib/pdf-text';

const LABELS = {
  en: {
    title: 'Admit card',
    name: 'Name',
    roll: 'Roll',
    group: 'Group',
    mobile: 'Mobile',
    app: 'App',
    photo: 'Photo',
    steps: 'First sign-in',
    step1: (url: string) => `1. Open ${url} on your phone.`,
    step2: (phone: string) => `2. Tap Register and enter your mobile number ${phone}.`,
    step3: '3. Type the code sent to you by SMS, then choose your password.',
  },
  bn: {
    title: 'প্রবেশপত্র',
    name: 'নাম',
    roll: 'রোল',
    group: 'গ্রুপ',
    mobile: 'মোবাইল',
    app: 'অ্যাপ',
    photo: 'ছবি',
    steps: 'প্রথমবার সাইন ইন',
    step1: (url: string) => `১. ফোনে ${url} খুলুন।`,
    step2: (phone: string) => `২. রেজিস্টার চাপুন এবং আপনার মোবাইল নম্বর ${phone} দিন।`,
    step3: '৩. এসএমএসে পাওয়া কোডটি লিখুন, তারপর পাসওয়ার্ড ঠিক করুন।',
  },
} as const;

/** One student's card. */
export interface AdmitCard {
  name: string;
  roll: string;
  /** The student's username (88 + the mobile number). */
  username: string;
  /** Their profile picture (PNG or JPEG), or null: an empty box to paste a photo in. */
  photo: Buffer | null;
}

/** What every card of one PDF shares. */
export interface AdmitCardSheet {
  institute: { name: string; logo?: Buffer | null };
  groupName: string;
  /** The student app's address. */
  appUrl: string;
  lang: 'en' | 'bn';
}

const MARGIN = 28;
const GAP = 12;
const COLUMNS = 2;
const ROWS = 3;
const PHOTO = { width: 68, height: 84 };

function drawCard(
  doc: PdfDoc,
  sheet: AdmitCardSheet,
  card: AdmitCard,
  box: { x: number; y: number; w: number; h: number },
) {
  const l = LABELS[sheet.lang];
  const pad = 10;
  doc.lineWidth(0.8).strokeColor('#555').rect(box.x, box.y, box.w, box.h).stroke();
  const photoX = box.x + box.w - pad - PHOTO.width;
  const textWidth = photoX - box.x - 2 * pad;
  let left = box.x + pad;
  if (sheet.institute.logo) {
    try {
      doc.image(sheet.institute.logo, left, box.y + pad, { fit: [24, 24] });
      left += 28;
    } catch {
      left = box.x + pad;
    }
  }
  doc.fillColor('#000');
  write(doc, sheet.institute.name.slice(0, 80), {
    bold: true,
    size: 11,
    x: left,
    y: box.y + pad,
    width: textWidth - (left - box.x - pad),
  });
  write(doc, l.title, {
    bold: true,
    size: 10,
    x: box.x + pad,
    y: Math.max(doc.y, box.y + pad + 26),
    width: textWidth,
  });
  doc.moveDown(0.4);
  const line = (label: string, value: string, bold = false) =>
    write(doc, `${label}: ${value}`, { bold, size: 9.5, x: box.x + pad, y: doc.y, width: textWidth });
  line(l.name, card.name.slice(0, 80), true);
  line(l.roll, card.roll, true);
  line(l.group, sheet.groupName.slice(0, 60));
  const phone = localPhoneOf(card.username);
  line(l.mobile, phone);
  line(l.app, sheet.appUrl);

  // The photo, or an empty box for one.
  const photoY = box.y + pad;
  let placed = false;
  if (card.photo) {
    try {
      doc.image(card.photo, photoX, photoY, {
        fit: [PHOTO.width, PHOTO.height],
        align: 'center',
        valign: 'center',
      });
      placed = true;
    } catch {
      placed = false;
    }
  }
  doc.lineWidth(0.5).strokeColor('#888').rect(photoX, photoY, PHOTO.width, PHOTO.height).stroke();
  if (!placed) {
    doc.fillColor('#888');
    write(doc, l.photo, { size: 8, x: photoX, y: photoY + PHOTO.height / 2 - 5, width: PHOTO.width });
    doc.fillColor('#000');
  }

  const stepsY = Math.max(doc.y, photoY + PHOTO.height) + 8;
  const width = box.w - 2 * pad;
  write(doc, l.steps, { bold: true, size: 9, x: box.x + pad, y: stepsY, width });
  for (const step of [l.step1(sheet.appUrl), l.step2(phone), l.step3])
    write(doc, step, { size: 8.5, x: box.x + pad, y: doc.y + 1, width });
}

/** Admit cards as an A4 PDF, six to a page (two columns of three), in English or Bengali. */
export function admitCardsPdf(sheet: AdmitCardSheet, cards: readonly AdmitCard[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: `Admit cards: ${sheet.groupName}`, Author: sheet.institute.name },
  });
  registerBengaliFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const perPage = COLUMNS * ROWS;
  cards.forEach((card, i) => {
    if (i % perPage === 0) doc.addPage();
    const w = (doc.page.width - 2 * MARGIN - (COLUMNS - 1) * GAP) / COLUMNS;
    const h = (doc.page.height - 2 * MARGIN - (ROWS - 1) * GAP) / ROWS;
    const column = (i % perPage) % COLUMNS;
    const row = Math.floor((i % perPage) / COLUMNS);
    drawCard(doc, sheet, card, { x: MARGIN + column * (w + GAP), y: MARGIN + row * (h + GAP), w, h });
  });
  doc.end();
  return done;
}
