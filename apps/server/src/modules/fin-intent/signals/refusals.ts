import { unprocessable } from '../../../http/app-error.js';

/** A 422 in the spec's words, with the field it is about. */
export const refused = (message: string, path: string) => unprocessable(message, [{ path, message }]);
