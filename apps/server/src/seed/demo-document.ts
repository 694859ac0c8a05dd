import { randomUUID } from 'node:crypto';

/**
 * A one-page PDF that says what it is: a stand-in the development demo player uploads for review, not an
 * identity document. Built with its cross-reference table, so any PDF reader opens it.
 */
export function demoDocumentPdf(title: string): Buffer {
  const lines = [title, 'Development demo data of Lumen Casino.', 'This is not an identity document.'];
  const text = lines
    .map((line, index) => `${index === 0 ? '' : '0 -28 Td '}(${line.replace(/[()\\]/g, '')}) Tj`)
    .join(' ');
  const content = `BT /F1 16 Tf 72 760 Td ${text} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A multipart/form-data body with one file part named `file`, as a browser's upload form sends it. */
export function multipartFile(
  filename: string,
  content: Buffer,
  contentType: string,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----lumen${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
