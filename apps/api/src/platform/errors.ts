import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorEnvelope, type FieldError } from '@carenet/shared';
import { databaseFailure } from './db/errors';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
};

/** The one typed error of DESIGN §3.4: every expected failure is an AppError with a human message. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    statusCode?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode ?? STATUS_BY_CODE[code];
  }

  static notFound(message: string = MESSAGES.notFound) {
    return new AppError('NOT_FOUND', message);
  }
  static unauthenticated(message: string = MESSAGES.signInRequired) {
    return new AppError('UNAUTHENTICATED', message);
  }
  static forbidden(message: string = MESSAGES.forbidden) {
    return new AppError('FORBIDDEN', message);
  }
  static conflict(message: string, errors?: FieldError[]) {
    return new AppError('CONFLICT', message, errors);
  }
  static badRequest(message: string, errors?: FieldError[]) {
    return new AppError('BAD_REQUEST', message, errors);
  }
  /** A 400 for one field, shaped like a schema validation failure so forms can show it beside the field. */
  static field(path: string, message: string) {
    return new AppError('VALIDATION', message, [{ path, message }]);
  }
}

function envelope(statusCode: number, message: string, errors?: FieldError[]): ErrorEnvelope {
  return errors?.length
    ? { status: 'error', statusCode, message, errors }
    : { status: 'error', statusCode, message };
}

/** What a client is told when the framework refuses a request: fixed text, as its own can quote the URL or body. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: MESSAGES.malformedUrl,
  FST_ERR_MAX_PARAM_LENGTH: MESSAGES.urlTooLong,
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.malformedJson,
};
const CLIENT_ERROR_MESSAGES_BY_STATUS: Record<number, string> = {
  404: MESSAGES.routeNotFound,
  406: MESSAGES.unsupportedContentType,
  413: MESSAGES.requestTooLarge,
  414: MESSAGES.urlTooLong,
  415: MESSAGES.unsupportedContentType,
  429: MESSAGES.tooManyAttempts,
};

function clientErrorMessage(error: FastifyError, status: number): string {
  return (
    (error.code && CLIENT_ERROR_MESSAGES[error.code]) ||
    CLIENT_ERROR_MESSAGES_BY_STATUS[status] ||
    MESSAGES.badRequest
  );
}

/**
 * A multipart body that is not well formed: @fastify/busboy refuses a missing or unusable boundary with
 * plain Errors (their fixed texts are all that tells them apart), and a body that ends before its
 * closing boundary ends the file stream early.
 */
const MALFORMED_MULTIPART = [/^Multipart: Boundary not found$/, /^The needle cannot/];

function isMalformedMultipart(error: FastifyError, request: FastifyRequest): boolean {
  if (!request.isMultipart()) return false;
  return (
    error.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    MALFORMED_MULTIPART.some((pattern) => pattern.test(error.message))
  );
}

/** PostgreSQL refused a character of the input (NUL) in text or JSON: bad input, however it came in. */
const DISALLOWED_CHARACTER_CODES = new Set(['22021', '22P05']);

/** Maps every failure to the envelope; a 500 never leaks internals. Unknown routes: see web-app.ts. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(envelope(error.statusCode, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? MESSAGES.invalidInput,
      }));
      return reply.status(400).send(envelope(400, errors[0]?.message ?? MESSAGES.invalidInput, errors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(envelope(status, clientErrorMessage(error, status)));
    }
    if (isMalformedMultipart(error, request)) {
      return reply.status(400).send(envelope(400, MESSAGES.malformedUpload));
    }
    if (DISALLOWED_CHARACTER_CODES.has(databaseFailure(error)?.code ?? '')) {
      return reply.status(400).send(envelope(400, MESSAGES.disallowedCharacters));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelope(500, MESSAGES.internalError));
  });
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot route (bad percent-encoding, a path parameter over
 * its length limit) gets the same envelope as every other refusal instead of Fastify's own answer.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
  // No hook runs for a request that was never routed, so the headers every answer has are set here.
  reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(envelope(status, status < 500 ? clientErrorMessage(error, status) : MESSAGES.internalError));
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (headers or URL over its size
 * limit, broken framing) is answered in the envelope too, then the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, MESSAGES.requestTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, MESSAGES.requestTimedOut]
        : [400, MESSAGES.badRequest];
  const body = JSON.stringify(envelope(status, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
