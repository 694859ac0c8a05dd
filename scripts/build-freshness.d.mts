export function fingerprintOf(
  root: string,
  inputs: readonly string[],
  settings?: Readonly<Record<string, string>>,
): string;
export function isBuildCurrent(build: {
  stampFile: string;
  outputs: readonly string[];
  fingerprint: string;
}): boolean;
export function writeStamp(stampFile: string, fingerprint: string): void;
