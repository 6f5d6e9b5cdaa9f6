import { stdSerializers, type DestinationStream, type LoggerOptions } from 'pino';
import { databaseFailure } from './db/errors';

/** Fields that carry credentials wherever they sit one level down in a log line (a body, a user row). */
const SECRET_FIELDS = [
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'tokenHash',
  'authorization',
  'cookie',
];

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

/** The `at …` lines of a stack: the first lines repeat the message, which may quote values. */
function stackFrames(error: object): string | undefined {
  const { stack } = error as { stack?: unknown };
  if (typeof stack !== 'string') return undefined;
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/**
 * Errors as log lines. A failed statement is logged by its SQLSTATE and constraint only: its message,
 * query text, parameters and PostgreSQL's detail carry the values written (password hashes, e-mail
 * addresses, health data).
 */
export function serializeError(error: unknown): unknown {
  const failure = databaseFailure(error);
  if (!failure || error === null || typeof error !== 'object') return stdSerializers.err(error as Error);
  return {
    type: error.constructor.name,
    message: failure.code ? `database statement failed (${failure.code})` : 'database statement failed',
    ...failure,
    stack: stackFrames(error),
  };
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

/** A request by its method and path: its query string can hold a search for someone's condition. */
function serializeRequest(request: LoggedRequest) {
  return { method: request.method, url: request.url.split('?')[0], remoteAddress: request.ip };
}

/** The one logger configuration of the app: secrets are redacted and errors serialised safely by default. */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest, err: serializeError, error: serializeError },
    ...(stream ? { stream } : {}),
  };
}
