import { ERR, MSG, type ErrCode } from '@storycat/contract';

const STATUS: Record<number, number> = {
  [ERR.noUser]: 401,
  [ERR.invalid]: 400,
  [ERR.unauthorized]: 401,
  [ERR.forbidden]: 403,
  [ERR.notFound]: 404,
  [ERR.conflict]: 409,
  [ERR.tooMany]: 429,
  [ERR.insufficientPoints]: 402,
  [ERR.limitReached]: 409,
  [ERR.unsafeContent]: 422,
  [ERR.server]: 500,
};

/** Thrown by services; the one error handler maps it to an HTTP status and the answer envelope. */
export class AppError extends Error {
  readonly code: ErrCode;
  readonly status: number;
  readonly data?: unknown;
  /** seconds, sent as the Retry-After header of a 429 */
  readonly retryAfter?: number;
  constructor(code: ErrCode, msg: string, opts: { status?: number; data?: unknown; retryAfter?: number } = {}) {
    super(msg);
    this.code = code;
    this.status = opts.status ?? STATUS[code] ?? 400;
    this.data = opts.data;
    this.retryAfter = opts.retryAfter;
  }
  static invalid(msg: string = MSG.badRequest) {
    return new AppError(ERR.invalid, msg);
  }
  static notFound(msg: string = MSG.notFound) {
    return new AppError(ERR.notFound, msg);
  }
  static forbidden(msg: string = MSG.forbidden) {
    return new AppError(ERR.forbidden, msg);
  }
  static unauthorized(msg: string = MSG.unauthorized) {
    return new AppError(ERR.unauthorized, msg);
  }
  static conflict(msg: string) {
    return new AppError(ERR.conflict, msg);
  }
  static tooMany(msg: string = MSG.tooManyRequests, retryAfter?: number) {
    return new AppError(ERR.tooMany, msg, { retryAfter });
  }
}
