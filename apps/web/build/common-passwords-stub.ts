// The browser apps never check a new password against the common-password list: the server does
// (the route table's schemas, which are stubbed in the browser). The list is ~80 KB, so their builds
// resolve it to this empty one.

/** No passwords: the list stays on the server. */
export const COMMON_PASSWORDS_TEXT = '';
