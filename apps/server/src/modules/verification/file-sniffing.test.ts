import { describe, expect, it } from 'vitest';
import { isImageType, sniffFileType } from './file-sniffing.ts';

function bmpHeader(infoHeaderSize: number): Buffer {
  const head = Buffer.alloc(54);
  head.write('BM', 0, 'latin1');
  head.writeUInt32LE(54, 2);
  head.writeUInt32LE(infoHeaderSize, 14);
  return head;
}

describe('sniffFileType', () => {
  it.each([
    ['JPEG', [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46], 'image/jpeg'],
    ['PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'image/png'],
    ['PDF', [...Buffer.from('%PDF-1.7\n')], 'application/pdf'],
  ])('recognises %s by its signature', (_name, bytes, type) => {
    expect(sniffFileType(Uint8Array.from(bytes))).toBe(type);
  });

  it.each([12, 40, 108, 124])('recognises a BMP with an info header of %i bytes', (size) => {
    expect(sniffFileType(bmpHeader(size))).toBe('image/bmp');
  });

  it.each([
    [
      'a Windows executable',
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00\xb8\x00', 'latin1'),
    ],
    ['HTML', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['text starting with BM', Buffer.from('BMW owners club newsletter')],
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['a PNG signature cut short', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['"%PDF" without the dash', Buffer.from('%PDF1.4')],
    ['JPEG bytes after a leading space', Buffer.from([0x20, 0xff, 0xd8, 0xff])],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffFileType(bytes)).toBeNull();
  });

  it('counts images but not PDFs towards the image cap', () => {
    expect(isImageType('image/jpeg')).toBe(true);
    expect(isImageType('image/bmp')).toBe(true);
    expect(isImageType('application/pdf')).toBe(false);
  });
});
