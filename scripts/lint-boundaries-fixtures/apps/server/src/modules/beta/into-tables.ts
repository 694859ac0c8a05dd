import { alphaTable } from '../alpha/alpha.tables.ts';

export const intoTables = alphaTable;
