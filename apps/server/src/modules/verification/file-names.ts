import type { VerificationFileType } from '@casino/rules';
import { EXTENSION_OF_TYPE } from './file-sniffing.ts';

const MAX_NAME_LENGTH = 120;
const FALLBACK_NAME = 'document';
// Control characters, the bidi overrides that can disguise an extension, and characters file systems refuse.
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"|?*]/g;

/**
 * The name a player's file had, fit for display: the last path segment only, without control or
 * direction-override characters, trimmed and at most 120 characters. It is never used as a path.
 */
export function sanitizeOriginalName(name: string | undefined): string {
  const lastSegment = (name ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment.normalize('NFC').replace(UNSAFE_CHARACTERS, '').replace(/\s+/g, ' ').trim();
  const withoutLeadingDots = cleaned.replace(/^\.+/, '');
  return [...withoutLeadingDots].slice(0, MAX_NAME_LENGTH).join('') || FALLBACK_NAME;
}

/** The download name: the display name with the extension of the file's real type. */
export function downloadName(originalName: string, type: VerificationFileType): string {
  const base = originalName.replace(/\.[^.]{1,8}$/, '') || FALLBACK_NAME;
  return `${base}${EXTENSION_OF_TYPE[type]}`;
}

/**
 * A Content-Disposition value that always downloads: an ASCII-only `filename` for old clients and the exact
 * name in RFC 5987 `filename*`.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^A-Za-z0-9._ -]/g, '_').replace(/^[._ ]+/, '') || FALLBACK_NAME;
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
