import { alphaRepo } from '../alpha/alpha.repo.ts';

export const intoRepo = alphaRepo;
