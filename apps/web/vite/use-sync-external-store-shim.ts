// React 18 and later have useSyncExternalStore built in; the `use-sync-external-store/shim` package that
// react-i18next imports only adds a CommonJS wrapper around it to the first load.
export { useSyncExternalStore } from 'react';
