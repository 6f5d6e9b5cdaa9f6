import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorEnvelope, type FieldError } from '@carenet/shared';

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
      // Framework-level client errors (malformed JSON, body too large, rate limits) are safe to describe.
      return reply.status(status).send(envelope(status, error.message || MESSAGES.invalidInput));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelope(500, MESSAGES.internalError));
  });
}
