/** Validation messages the original student client shows, word for word (typos included: they are its words). */
export const messages = {
  phoneRequired: 'Please enter phone no.',
  phoneInvalid: 'Phone no. is not valid',
  phoneInvalidRegister: 'Phone number is not valid',
  phoneRequiredYour: 'Please enter your phone no.',
  phoneRequiredYourNumber: 'Please enter your phone number',
  passwordRequired: 'Please enter password',
  newPasswordRequired: 'Please enter new password',
  passwordTooShort: 'Password length must be at least 6 characters.',
  confirmRequired: 'Please confirm passwrod',
  passwordsDontMatch: 'Passwords dont match',
  otpRequired: 'Please enter otp first',
  registerFirst: 'Please register first!',
  gpaInvalid: 'The given number is not valid',
  passwordSet: 'Successfully set the password!',
  loggedOut: 'Log out successfull',
  logoutConfirm: 'Are you sure you want to logout?',
} as const;
