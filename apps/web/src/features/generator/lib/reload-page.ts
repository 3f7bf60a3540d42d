/** Reset on the generator reloads the page (product §2); a module of its own so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
