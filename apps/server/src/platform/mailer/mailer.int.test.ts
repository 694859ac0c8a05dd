import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import {
  createTestDatabase,
  databaseKinds,
  testConfig,
  type TestDatabase,
} from '../../test/test-platform.ts';
import { mailOutbox } from './mailer.tables.ts';
import { createMailer } from './mailer.ts';

const log = Fastify({ logger: false }).log;
const mail = {
  to: 'player@example.com',
  subject: 'Reset',
  text: 'Follow the link',
  html: '<p>Follow the link</p>',
};

/** A minimal SMTP receiver: accepts every message (or refuses each with 554) and keeps what arrived. */
function smtpStub(refuse = false) {
  const received: string[] = [];
  const server: Server = createServer((socket: Socket) => {
    let data = false;
    let body = '';
    socket.write('220 stub ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split('\r\n')) {
        if (data) {
          if (line === '.') {
            data = false;
            received.push(body);
            body = '';
            socket.write(refuse ? '554 refused\r\n' : '250 queued\r\n');
          } else body += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 stub\r\n');
        else if (command === 'MAIL' || command === 'RCPT' || command === 'RSET' || command === 'NOOP')
          socket.write('250 ok\r\n');
        else if (command === 'DATA') {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
      }
    });
  });
  return {
    received,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`smtp://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseKinds)('mail outbox on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const outbox = () => database.db.select().from(mailOutbox);

  it('without SMTP_URL the mail stays in the outbox, readable for the development mailbox', async () => {
    await database.db.delete(mailOutbox);
    const mailer = createMailer({ db: database.db, config: testConfig(), log });
    await mailer.enqueue(mail);
    expect(await mailer.drain()).toBe(0);
    const [row] = await mailer.recent(10);
    expect(row).toMatchObject({ ...mail, sentAt: null });
  });

  it('with SMTP_URL the mail is sent once and marked sent', async () => {
    await database.db.delete(mailOutbox);
    const stub = smtpStub();
    const url = await stub.start();
    try {
      const mailer = createMailer({ db: database.db, config: testConfig({ SMTP_URL: url }), log });
      await database.db.insert(mailOutbox).values(mail);
      expect(await mailer.drain()).toBe(1);
      expect(await mailer.drain()).toBe(0);
      expect(stub.received).toHaveLength(1);
      expect(stub.received[0]).toContain('Subject: Reset');
      expect(stub.received[0]).toContain('Follow the link');
      const [row] = await outbox();
      expect(row?.sentAt).not.toBeNull();
      expect(row?.attempts).toBe(1);
    } finally {
      await stub.stop();
    }
  });

  it('a refused mail stays unsent with its error, to be tried again', async () => {
    await database.db.delete(mailOutbox);
    const stub = smtpStub(true);
    const url = await stub.start();
    try {
      const mailer = createMailer({ db: database.db, config: testConfig({ SMTP_URL: url }), log });
      await database.db.insert(mailOutbox).values(mail);
      expect(await mailer.drain()).toBe(0);
      const [row] = await outbox();
      expect(row?.sentAt).toBeNull();
      expect(row?.attempts).toBe(1);
      expect(row?.error).toContain('554');
    } finally {
      await stub.stop();
    }
  });
});
