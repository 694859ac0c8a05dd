import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { VERIFICATION_MAX_FILE_BYTES, type Role } from '@casino/rules';
import {
  errorBodySchema,
  pendingVerificationsResponseSchema,
  verificationDecisionSchema,
  verificationFileParamsSchema,
  verificationKindParamsSchema,
  verificationResponseSchema,
  verificationUserParamsSchema,
} from '@casino/contracts';
import { AppError } from '../../platform/errors.ts';
import { principalOf } from '../../platform/http/access.ts';
import { attachmentDisposition } from './file-names.ts';
import type { StoredFileDownload, VerificationService } from './verification.service.ts';

/** Staff who review verification documents. */
export const VERIFICATION_REVIEWERS: readonly Role[] = ['support', 'admin'];

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/** Serves a stored document so that a browser downloads it and never renders it as a page. */
function sendAttachment(reply: FastifyReply, file: StoredFileDownload): FastifyReply {
  return reply
    .type(file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', attachmentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.stream);
}

/**
 * Verification (KYC) routes. Multipart parsing is registered in this scope only, limited to one file of at
 * most 5 MB (one byte more is read so that the service can tell an oversized file apart and refuse it).
 */
export async function registerVerificationRoutes(
  app: FastifyInstance,
  service: VerificationService,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: VERIFICATION_MAX_FILE_BYTES + 1, files: 1, fields: 5, parts: 6 },
    });
    scope.addHook('onClose', async () => service.close());
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/me/verification',
      {
        config: { access: 'signed-in' },
        schema: {
          summary: "The signed-in account's verification status and uploaded documents",
          tags: ['verification'],
          response: { 200: verificationResponseSchema, 401: errorBodySchema },
        },
      },
      async (request) => service.overview(principalOf(request).userId),
    );

    api.post(
      '/me/verification/:kind',
      {
        config: { access: 'signed-in' },
        schema: {
          summary:
            'Upload one document (multipart/form-data, one file): JPEG, PNG, BMP or PDF by content, up to 5 MB',
          tags: ['verification'],
          params: verificationKindParamsSchema,
          response: {
            201: verificationResponseSchema,
            ...errors,
            406: errorBodySchema,
            409: errorBodySchema,
            413: errorBodySchema,
            415: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        if (!request.isMultipart())
          throw new AppError('bad_request', 400, 'Send the file as multipart/form-data.');
        const part = await request.file();
        if (!part) throw new AppError('bad_request', 400, 'Attach one file.');
        const result = await service.upload(principal.userId, request.params.kind, {
          filename: part.filename,
          stream: part.file,
        });
        return reply.status(201).send(result);
      },
    );

    api.get(
      '/me/verification/files/:fileId',
      {
        config: { access: 'signed-in' },
        schema: {
          summary: 'Download one of your own documents (as an attachment)',
          tags: ['verification'],
          params: verificationFileParamsSchema,
          response: errors,
        },
      },
      async (request, reply) =>
        sendAttachment(reply, await service.ownFile(principalOf(request).userId, request.params.fileId)),
    );

    api.get(
      '/staff/verification/pending',
      {
        config: { access: { roles: VERIFICATION_REVIEWERS } },
        schema: {
          summary: 'Players with documents waiting for review, longest waiting first',
          tags: ['verification', 'staff'],
          response: { 200: pendingVerificationsResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async () => service.pending(),
    );

    api.get(
      '/staff/users/:userId/verification',
      {
        config: { access: { roles: VERIFICATION_REVIEWERS } },
        schema: {
          summary: "A player's verification status and documents",
          tags: ['verification', 'staff'],
          params: verificationUserParamsSchema,
          response: { 200: verificationResponseSchema, ...errors },
        },
      },
      async (request) => service.staffOverview(request.params.userId),
    );

    api.get(
      '/staff/verification/files/:fileId',
      {
        config: { access: { roles: VERIFICATION_REVIEWERS } },
        schema: {
          summary: "Download a player's document (as an attachment)",
          tags: ['verification', 'staff'],
          params: verificationFileParamsSchema,
          response: errors,
        },
      },
      async (request, reply) => sendAttachment(reply, await service.staffFile(request.params.fileId)),
    );

    api.post(
      '/staff/users/:userId/verification',
      {
        config: { access: { roles: VERIFICATION_REVIEWERS } },
        schema: {
          summary: "Approve a player's pending documents (setting the status) or reject them with a reason",
          tags: ['verification', 'staff'],
          params: verificationUserParamsSchema,
          body: verificationDecisionSchema,
          response: { 200: verificationResponseSchema, ...errors, 409: errorBodySchema },
        },
      },
      async (request) => service.decide(request.params.userId, principalOf(request).userId, request.body),
    );
  });
}
