import { alphaRepo } from './modules/alpha/alpha.repo.ts';

export const compositionRoot = alphaRepo;
