/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The user id of the internal sportsbook tester (§6); default 'sport-tester'. */
  readonly VITE_SPORT_TESTER_USER_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:locale-bundles' {
  import type { Language } from '@casino/rules';
  /** The address of each language's merged translation file (vite/locale-bundles.ts). */
  const urls: Record<Language, string>;
  export default urls;
}
