/** The element of index.html that holds the sign-in page rendered at build time. */
export const BOOT_SHELL_ID = 'boot-shell';

/** The class of `<html>` with which the boot script hides that page (not the page for this visit). */
export const BOOT_SHELL_HIDDEN_CLASS = 'no-boot-shell';

/** True when the sign-in page of index.html is on the screen. */
export function bootShellShown(): boolean {
  return (
    document.getElementById(BOOT_SHELL_ID) !== null &&
    !document.documentElement.classList.contains(BOOT_SHELL_HIDDEN_CLASS)
  );
}
