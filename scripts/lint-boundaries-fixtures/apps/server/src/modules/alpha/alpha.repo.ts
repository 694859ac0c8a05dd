import { alphaTable } from './alpha.tables.ts';

export const alphaRepo = { table: alphaTable };
