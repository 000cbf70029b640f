import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n, loadAllNamespaces } from '../lib/i18n.ts';

// jsdom lacks these browser APIs that Mantine relies on.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= NoopResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => undefined;

await initI18n('fr');
// Components render at once in tests: the namespaces the app fetches on demand are loaded up front.
await loadAllNamespaces();

afterEach(() => {
  cleanup();
});
