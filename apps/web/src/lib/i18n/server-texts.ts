import { examMessages, messages } from '@lms/domain';
import { NETWORK_ERROR } from '@lms/domain/client';

/**
 * The server's error titles a student can meet (sign-in, registration and its code, the session, exams
 * and their results, the profile picture), and the client's own fallbacks. The server answers in
 * English; toasts and error notes pass these through `t()`, so each needs its Bengali in bn.json.
 */
export const serverTexts: readonly string[] = [
  // Sign-in
  'Wrong phone number or password',
  'This number is not registered yet',
  'This account is deactivated',
  'Too many sign-in attempts',
  'Too many requests',
  messages.phoneInvalid,
  // Registration, its code and Forgot password
  'This number is not in our admission records',
  'This number is already registered',
  'This number is not registered',
  'Please register with this number',
  'This code is no longer valid',
  'The code has expired',
  'Wrong code',
  messages.phoneInvalidRegister,
  messages.registerFirst,
  messages.otpRequired,
  // The session
  'Please login first',
  'Your account was deactivated by the institute',
  // Exams: opening, answering, submitting, retaking and the result
  'No such exam',
  'The exam has not started yet',
  'The exam has ended',
  'Start the exam first',
  'You have submitted this exam already',
  'Select your subjects first',
  'Your subject selection is final',
  'No such question',
  'Invalid answer',
  'Please try again',
  'Not your exam',
  'Not your selection',
  'Not a segmented exam',
  'Only practice exams can be retaken',
  'No more retakes',
  'The result is not published yet',
  'No result yet',
  'No such group',
  'Not your group',
  examMessages.timeOver,
  examMessages.cannotChangeAnswer,
  examMessages.removedFromGroup,
  // The profile picture
  'Invalid picture',
  // The client's own, when the server did not answer
  NETWORK_ERROR,
  'Something went wrong',
];
