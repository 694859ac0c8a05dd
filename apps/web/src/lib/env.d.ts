/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The user id of the internal sportsbook tester (§6); default 'sport-tester'. */
  readonly VITE_SPORT_TESTER_USER_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
