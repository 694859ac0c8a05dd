import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { VERIFICATION_MAX_FILE_BYTES } from '@casino/rules';
import { AppError } from '../../platform/errors.ts';
import { principalOf } from '../../platform/http/access.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import { attachmentDisposition } from './file-names.ts';
import type { StoredFileDownload, VerificationService } from './verification.service.ts';

/** Staff who review verification documents. */
export { VERIFICATION_REVIEWERS } from '@casino/contracts/api-map';

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

    registerEndpoint(scope, 'getVerification', async (request) =>
      service.overview(principalOf(request).userId),
    );

    registerEndpoint(scope, 'uploadVerificationFile', async (request, reply) => {
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
    });

    registerEndpoint(scope, 'downloadVerificationFile', async (request, reply) =>
      sendAttachment(reply, await service.ownFile(principalOf(request).userId, request.params.fileId)),
    );

    registerEndpoint(scope, 'getPendingVerifications', async () => service.pending());

    registerEndpoint(scope, 'getStaffUserVerification', async (request) =>
      service.staffOverview(request.params.userId),
    );

    registerEndpoint(scope, 'downloadStaffVerificationFile', async (request, reply) =>
      sendAttachment(reply, await service.staffFile(request.params.fileId)),
    );

    registerEndpoint(scope, 'decideVerification', async (request) =>
      service.decide(request.params.userId, principalOf(request).userId, request.body),
    );
  });
}
