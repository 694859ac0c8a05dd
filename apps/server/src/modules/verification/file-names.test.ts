import { describe, expect, it } from 'vitest';
import { attachmentDisposition, downloadName, sanitizeOriginalName } from './file-names.ts';

describe('sanitizeOriginalName', () => {
  it.each([
    ['passport.jpg', 'passport.jpg'],
    ['C:\\Users\\me\\scan.pdf', 'scan.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['..hidden.png', 'hidden.png'],
    ['bill\u202Egpj.exe', 'billgpj.exe'],
    ['a\u0000b\r\nc.png', 'abc.png'],
    ['  spaced   name .png  ', 'spaced name .png'],
    ['<script>.png', 'script.png'],
    ['', 'document'],
    [undefined, 'document'],
    ['...', 'document'],
    ['Führerschein.jpg', 'Führerschein.jpg'],
  ])('%j becomes %j', (input, expected) => {
    expect(sanitizeOriginalName(input)).toBe(expected);
  });

  it('keeps at most 120 characters', () => {
    expect([...sanitizeOriginalName(`${'ž'.repeat(300)}.png`)]).toHaveLength(120);
  });
});

describe('downloadName', () => {
  it('gives the extension of the real type', () => {
    expect(downloadName('scan.png', 'application/pdf')).toBe('scan.pdf');
    expect(downloadName('photo', 'image/jpeg')).toBe('photo.jpg');
    expect(downloadName('id.card.jpeg', 'image/jpeg')).toBe('id.card.jpg');
  });
});

describe('attachmentDisposition', () => {
  it('always downloads, with an ASCII fallback and the exact name encoded', () => {
    expect(attachmentDisposition('Führerschein "neu".pdf')).toBe(
      `attachment; filename="F_hrerschein _neu_.pdf"; filename*=UTF-8''F%C3%BChrerschein%20%22neu%22.pdf`,
    );
    expect(attachmentDisposition("o'neil (1).png")).toBe(
      `attachment; filename="o_neil _1_.png"; filename*=UTF-8''o%27neil%20%281%29.png`,
    );
  });
});
