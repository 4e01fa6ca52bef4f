/** Response bytes kept in an attempt's log entry; the rest of the body is not read. */
export const MAX_LOGGED_RESPONSE_BYTES = 4096;
export const MAX_ERROR_LENGTH = 500;
