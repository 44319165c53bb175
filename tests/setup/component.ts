import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Each component test starts from an empty page, storage and network stand-ins.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
