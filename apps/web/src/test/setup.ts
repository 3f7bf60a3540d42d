import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
// What one test's browser remembered (the last story, a child's look, the story being followed)
// is not the next one's.
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no scrolling; the router's ScrollRestoration calls this on every navigation.
window.scrollTo = () => {};
// The player scrolls the page to follow the spoken word.
window.scrollBy = () => {};
