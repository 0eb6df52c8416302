/** The element of index.html that holds the sign-in page rendered at build time. */
export const BOOT_SHELL_ID = 'boot-shell';

/** The class of `<html>` with which the boot script hides that page (not the page for this visit). */
export const BOOT_SHELL_HIDDEN_CLASS = 'no-boot-shell';
