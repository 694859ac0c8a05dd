import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '../../../app/test-router.tsx';
import { setAuthenticated } from '../../../lib/session.ts';
import { myBonusesAnswer } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';

vi.mock('../../shell/components/app-shell.tsx', () => ({
  AppShell: ({ children }: { children: React.ReactNode }) => <main>{children}</main>,
}));
vi.mock('../../content/components/seo-head.tsx', () => ({ SeoHead: () => null }));
vi.mock('../../realtime/use-realtime.ts', () => ({ useRealtime: () => undefined }));

afterEach(() => {
  setAuthenticated(false);
  vi.unstubAllGlobals();
});

describe('/profile/bonuses', () => {
  it('shows the bonuses screen in the account area', async () => {
    setAuthenticated(true);
    mockApi({ 'GET /api/bonuses/mine': myBonusesAnswer() });
    await renderRoute('/profile/bonuses');
    expect(await screen.findByRole('heading', { level: 1, name: 'My bonuses' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Welcome offer' })).toBeInTheDocument();
  });
});
