// The back office's text of a failed request (it is English only, decision 0036): the API's own
// message, or a network failure. Apart from the API client, which every player page's first load
// carries (decision 0073).
import { ApiError } from '../../../api-client/client';

export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return 'Network error. Check your connection and try again.';
  return fallback;
}
