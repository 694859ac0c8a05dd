import type { JobScheduler } from '../../platform/jobs/scheduler.ts';
import type { WinnersOptions } from './winners.context.ts';
import { ANNOUNCE_EVERY_MS, createWinnersService, type WinnersService } from './winners.service.ts';

export const WINNERS_ANNOUNCE_JOB = 'winners.announce';

/** The main page's top winners (docs/product-decisions.md, Top winners). */
export function createWinners(options: WinnersOptions): WinnersService {
  return createWinnersService(options);
}

/** Looks for new wins every few seconds, on one node at a time, and pushes them to open pages. */
export function scheduleWinnerJobs(jobs: JobScheduler, winners: WinnersService): void {
  jobs.every(WINNERS_ANNOUNCE_JOB, ANNOUNCE_EVERY_MS, async () => {
    await winners.announceNew();
  });
}
