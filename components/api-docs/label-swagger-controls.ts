/**
 * Swagger UI renders two controls without an accessible name: the servers <select> (wrapped in an
 * empty <label>) and the icon-only close button of its Authorize dialog. This names them as they
 * appear, without changing Swagger UI (ADR 225). Returns the function that stops watching.
 */
const unnamed: ReadonlyArray<readonly [selector: string, name: string]> = [
  ['select#servers', 'Server'],
  ['button.close-modal', 'Close dialog'],
];

function nameControls(root: HTMLElement) {
  for (const [selector, name] of unnamed) {
    for (const element of root.querySelectorAll(selector)) {
      if (!element.hasAttribute('aria-label')) element.setAttribute('aria-label', name);
    }
  }
}

export function labelSwaggerControls(root: HTMLElement): () => void {
  nameControls(root);
  const observer = new MutationObserver(() => nameControls(root));
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
