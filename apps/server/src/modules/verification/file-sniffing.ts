import type { VerificationFileType } from '@casino/rules';

/** How many leading bytes sniffFileType needs to decide. */
export const SNIFF_BYTES = 18;

const SIGNATURES: readonly { type: VerificationFileType; bytes: readonly number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** Sizes of the BMP info headers that exist (BITMAPCOREHEADER … BITMAPV5HEADER). */
const BMP_INFO_HEADER_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

function startsWith(head: Uint8Array, bytes: readonly number[]): boolean {
  return head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte);
}

/**
 * The type of a file judged by its first bytes, never by its name or the type the browser claims; null for
 * anything that is not JPEG, PNG, BMP or PDF. "BM" alone is two printable letters, so a BMP must also carry a
 * known info-header size at offset 14.
 */
export function sniffFileType(head: Uint8Array): VerificationFileType | null {
  for (const signature of SIGNATURES) if (startsWith(head, signature.bytes)) return signature.type;
  if (startsWith(head, [0x42, 0x4d]) && head.length >= SNIFF_BYTES) {
    const infoHeaderSize = Buffer.from(head.buffer, head.byteOffset, head.length).readUInt32LE(14);
    if (BMP_INFO_HEADER_SIZES.has(infoHeaderSize)) return 'image/bmp';
  }
  return null;
}

/** Images count towards the per-player cap; PDFs do not. */
export function isImageType(type: VerificationFileType): boolean {
  return type.startsWith('image/');
}

/** The extension a download gets for its real type, whatever the uploaded name said. */
export const EXTENSION_OF_TYPE: Record<VerificationFileType, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/bmp': '.bmp',
  'application/pdf': '.pdf',
};
