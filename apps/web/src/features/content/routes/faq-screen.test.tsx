import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import FaqScreen from './faq-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FaqScreen', () => {
  it('shows each question as a disclosure button revealing its answer', async () => {
    mockApi({
      'GET /api/content/faq': {
        items: [
          { id: '1', question: 'How do I deposit?', answer: '<p>Open the cashier.</p>' },
          { id: '2', question: 'How long do withdrawals take?', answer: '<p>Up to 5 banking days.</p>' },
        ],
      },
    });
    const { user } = renderWithProviders(<FaqScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByTestId('faq-skeleton')).toBeInTheDocument();

    const question = await screen.findByRole('button', { name: 'How do I deposit?' });
    expect(question.closest('h2')).not.toBeNull();
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(answer).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How do I deposit?' })).toHaveTextContent('Open the cashier.');
    expect(screen.getByRole('button', { name: 'How long do withdrawals take?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when there are no questions, pointing back to main', async () => {
    mockApi({ 'GET /api/content/faq': { items: [] } });
    renderWithProviders(<FaqScreen />, { route: '/es/faq' });
    expect(await screen.findByText('No questions have been published yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the main page' })).toHaveAttribute('href', '/es');
  });
});
