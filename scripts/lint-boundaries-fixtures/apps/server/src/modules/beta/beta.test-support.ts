import { alphaTable } from '../alpha/alpha.tables.ts';

export const seedsAlphaRows = alphaTable;
