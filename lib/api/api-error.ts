import { readErrorBody } from './error-body';

/**
 * The one client-side error of the REST and GraphQL clients (§8 "non-OK HTTP response: generic
 * error thrown"). `code` is the server's error code (AppError codes, e.g. UNAUTHORIZED,
 * NOT_FOUND, VALIDATION_FAILED) or a client code: MISSING_TOKEN, INVALID_RESPONSE, HTTP_<status>.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues?: { path: string; message: string }[];
  /** The parsed error body (REST) or the GraphQL errors list. */
  readonly details?: unknown;

  constructor(input: { status: number; code: string; message: string; issues?: ApiError['issues']; details?: unknown }) {
    super(input.message);
    this.name = 'ApiError';
    this.status = input.status;
    this.code = input.code;
    this.issues = input.issues;
    this.details = input.details;
  }
}

/** Reads a REST error body when it is one; anything else becomes HTTP_<status>. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const json: unknown = await response.json().catch(() => null);
  const error = readErrorBody(json);
  if (error) {
    const { code, message, issues } = error;
    // details: the whole body as sent, so a call's own error fields (e.g. the pincall errorCode) survive.
    return new ApiError({ status: response.status, code, message, issues, details: json });
  }
  return new ApiError({
    status: response.status,
    code: `HTTP_${response.status}`,
    message: `Request failed with status ${response.status}.`,
    details: json,
  });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
