// @vitest-environment jsdom
import { createElement } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VisuallyHidden } from './visually-hidden.tsx';

afterEach(cleanup);

describe('VisuallyHidden', () => {
  it('keeps its text for assistive technology under the shared hiding class', () => {
    render(createElement(VisuallyHidden, { role: 'status', className: 'extra' }, 'Loading'));
    const text = screen.getByRole('status');
    expect(text.textContent).toBe('Loading');
    expect(text.tagName).toBe('SPAN');
    expect([...text.classList]).toEqual(['visually-hidden', 'extra']);
  });

  it('takes only the hiding class when given none', () => {
    render(createElement(VisuallyHidden, null, 'Close'));
    expect(screen.getByText('Close').className).toBe('visually-hidden');
  });
});
