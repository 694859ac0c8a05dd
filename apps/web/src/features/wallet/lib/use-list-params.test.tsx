import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from './use-list-params.ts';

const FILTERS = { status: ['complete', 'rejected'] } as const;

function Probe() {
  const { sort, filters, setSort, setFilter } = useListParams(FILTERS);
  return (
    <>
      <output>{`${sort}|${filters.status ?? ''}`}</output>
      <button
        type="button"
        onClick={() => {
          setSort('amount_desc');
          setFilter('status', 'complete');
        }}
      >
        both
      </button>
    </>
  );
}

describe('useListParams', () => {
  it('keeps a sort and a filter chosen before the next render', async () => {
    const router = createMemoryRouter([{ path: '/history', element: <Probe /> }], {
      initialEntries: ['/history?page=3'],
    });
    render(<RouterProvider router={router} />);
    await act(async () => screen.getByRole('button', { name: 'both' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('amount_desc|complete');
    expect(router.state.location.search).toBe('?sort=amount_desc&status=complete');
  });
});
