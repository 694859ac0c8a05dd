import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from './test-router.tsx';

vi.mock('../features/shell/components/app-shell.tsx', () => ({
  AppShell: ({ children }: { children: React.ReactNode }) => <main>{children}</main>,
}));
vi.mock('../features/content/components/seo-head.tsx', () => ({ SeoHead: () => null }));
vi.mock('../features/lobby/routes/main-screen.tsx', () => ({ default: () => <h1>Main screen</h1> }));
vi.mock('../features/realtime/use-realtime.ts', () => ({ useRealtime: () => undefined }));

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('a crafted path with repeated slashes', () => {
  it.each([
    ['/en//evil.example', '/404'],
    ['//evil.example', '/404'],
    ['/de//evil.example/x', '/de/404'],
    ['/%2F%2Fevil.example', '/404'],
    ['/en/%2F%2Fevil.example', '/404'],
  ])('%s stays on this site and ends on %s', async (path, landing) => {
    const { router } = await renderRoute(path);
    expect(router.state.location.pathname).toBe(landing);
    expect(router.state.location.pathname.startsWith('//')).toBe(false);
  });
});
