/** How many pages a scan has: a PDF's page count (its pages are not decoded), 1 for an image. */
export async function scanPageCount(buffer: Buffer, mimeType: string): Promise<number> {
  if (mimeType !== 'application/pdf') return 1;
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(buffer), isEvalSupported: false, verbosity: 0 })
    .promise;
  try {
    return doc.numPages;
  } finally {
    await doc.destroy();
  }
}
