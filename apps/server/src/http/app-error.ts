/** An error whose message is safe, and meant, to be shown to the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, 'bad_request', message, details);
export const unprocessable = (message: string, details?: unknown) =>
  new AppError(422, 'unprocessable_entity', message, details);
