export const loadLazyB = async (): Promise<string> => (await import('./lazy-a.ts')).lazyA;
