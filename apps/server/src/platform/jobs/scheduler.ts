import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { jobLeases } from './jobs.tables.ts';

export interface JobScheduler {
  /** Runs `task` every `intervalMs` on whichever node holds the job's lease at that moment. */
  every(name: string, intervalMs: number, task: () => Promise<void>): void;
  /** Runs one job now if this node can take its lease; false when another node holds it or it is running. */
  runOnce(name: string): Promise<boolean>;
  start(): void;
  stop(): Promise<void>;
}

interface Job {
  name: string;
  intervalMs: number;
  task: () => Promise<void>;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
}

/**
 * Periodic jobs that run exactly once per interval across all nodes: before each run a node takes the job's
 * lease in job_leases (an upsert that succeeds only when the lease is free, expired or already its own), held
 * for one interval. Jobs must still be idempotent: a run that outlasts its lease may overlap the next one.
 */
export function createJobScheduler(options: { db: Db; log: Pick<FastifyBaseLogger, 'error'> }): JobScheduler {
  const { db, log } = options;
  const holder = randomUUID();
  const jobs = new Map<string, Job>();
  let started = false;

  async function takeLease(job: Job): Promise<boolean> {
    const taken = await db
      .insert(jobLeases)
      .values({
        name: job.name,
        holder,
        expiresAt: sql`now() + ${`${job.intervalMs} milliseconds`}::interval`,
      })
      .onConflictDoUpdate({
        target: jobLeases.name,
        set: { holder, expiresAt: sql`excluded.expires_at` },
        setWhere: sql`${jobLeases.expiresAt} < now() or ${jobLeases.holder} = ${holder}`,
      })
      .returning({ holder: jobLeases.holder });
    return taken.length > 0;
  }

  /** One run if the lease is free; a task's failure is thrown to the caller. */
  async function run(job: Job): Promise<boolean> {
    if (job.running) return false;
    let ran = false;
    const running = (async () => {
      if (!(await takeLease(job))) return;
      ran = true;
      await job.task();
    })();
    job.running = running.catch(() => undefined);
    try {
      await running;
    } finally {
      job.running = undefined;
    }
    return ran;
  }

  function schedule(job: Job): void {
    job.timer = setInterval(() => {
      run(job).catch((error: unknown) => log.error({ err: error, job: job.name }, 'job failed'));
    }, job.intervalMs);
    job.timer.unref();
  }

  return {
    every(name, intervalMs, task) {
      if (jobs.has(name)) throw new Error(`job ${name} is scheduled twice`);
      const job: Job = { name, intervalMs, task };
      jobs.set(name, job);
      if (started) schedule(job);
    },
    async runOnce(name) {
      const job = jobs.get(name);
      if (!job) throw new Error(`no job ${name}`);
      return run(job);
    },
    start() {
      if (started) return;
      started = true;
      for (const job of jobs.values()) schedule(job);
    },
    async stop() {
      started = false;
      for (const job of jobs.values()) clearInterval(job.timer);
      await Promise.all([...jobs.values()].map((job) => job.running));
    },
  };
}
