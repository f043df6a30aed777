import { ApiError } from '../kit/api/ApiError';
import { serverDetailMessage } from '../kit/form/validationMessage';
import { detailPath } from './detailPath';

/** The message of a refused new password (000 §8), or undefined when the password was not the problem. */
export function passwordErrorKey(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const detail = error.details.find((item) => detailPath(item.path) === 'body.password');
  return detail && serverDetailMessage(detail).key;
}
