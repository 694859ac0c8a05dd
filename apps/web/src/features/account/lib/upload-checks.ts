import {
  VERIFICATION_FILE_EXTENSIONS,
  VERIFICATION_MAX_FILE_BYTES,
  VERIFICATION_MAX_IMAGES,
} from '@casino/rules';

/** What the file picker offers (§5); the server still checks the content. */
export const ACCEPTED_FILES = VERIFICATION_FILE_EXTENSIONS.join(',');

export type UploadProblem = 'wrongFileType' | 'fileTooLarge' | 'tooManyImages';

interface FileLike {
  name: string;
  size: number;
}

/**
 * The browser's checks before an upload (§5): each file's type by its name, each under 5 MB, and no more
 * than VERIFICATION_MAX_IMAGES files in all, counting those already uploaded. The first problem wins, so
 * nothing is sent when any file fails.
 */
export function uploadProblem(files: readonly FileLike[], alreadyUploaded: number): UploadProblem | null {
  for (const file of files) {
    const name = file.name.toLowerCase();
    if (!VERIFICATION_FILE_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'wrongFileType';
  }
  if (files.some((file) => file.size >= VERIFICATION_MAX_FILE_BYTES)) return 'fileTooLarge';
  if (alreadyUploaded + files.length > VERIFICATION_MAX_IMAGES) return 'tooManyImages';
  return null;
}
