import { afterEach } from 'vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';

// findBy and waitFor return as soon as what they wait for appears; the 1 s default is too short for a
// menu or dialog to render when the suite shares a loaded 2-core machine, which made tests flaky.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = () => undefined;

// Toasts live in one store for the whole file: a test's toast must not be found by the next test.
afterEach(() => {
  act(() => notifications.clean());
  cleanup();
});
