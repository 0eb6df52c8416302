// The API's error shape and its helpers are shared by the browser apps.
export {
  ApiError,
  type ApiErrorBody,
  apiErrorFromBody,
  errorTitleOrMessage,
  isNotLoggedIn,
  NETWORK_ERROR,
} from '@lms/domain/client';
