import { alphaRepo } from './alpha.repo.ts';

export const alphaService = { repo: alphaRepo };
