import { z } from 'zod';
import type { EndpointDeclarations } from '../declaration.ts';

export const devUserMessageSchema = z.object({
  userId: z.string().min(1).max(64).optional(),
  messageType: z.string().max(32).optional(),
  text: z.string().max(500).optional(),
});

export const devMailboxSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});

/** Development-only tools; the server never registers them in production. */
export const devEndpoints = {
  publishDevUserMessage: {
    access: 'dev',
    summary: 'Development only: publishes a user message event to everyone or to one user',
    tags: ['dev'],
    body: devUserMessageSchema,
    response: { 202: z.object({ published: z.literal(true) }) },
  },
  getDevMailbox: {
    access: 'dev',
    summary: 'Development only: the newest mails of the outbox',
    tags: ['dev'],
    response: { 200: devMailboxSchema },
  },
} satisfies EndpointDeclarations;
