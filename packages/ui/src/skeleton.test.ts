// @vitest-environment jsdom
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Skeleton, SkeletonLines } from './skeleton.tsx';

afterEach(cleanup);

describe('Skeleton', () => {
  it('is a block of the given size under the shared shimmer class, hidden from assistive technology', () => {
    const { container } = render(
      createElement(Skeleton, { width: '40%', height: '2rem', className: 'extra' }),
    );
    const block = container.firstElementChild as HTMLElement;
    expect(block.getAttribute('aria-hidden')).toBe('true');
    expect(block.classList).toContain('skeleton');
    expect(block.classList).toContain('extra');
    expect(block.style.width).toBe('40%');
    expect(block.style.height).toBe('2rem');
  });

  it('draws text lines, the last one shorter', () => {
    const { container } = render(createElement(SkeletonLines, { lines: 4 }));
    const lines = [...container.querySelectorAll<HTMLElement>('.skeleton')];
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(lines.map((line) => line.style.width)).toEqual(['100%', '100%', '100%', '60%']);
  });
});

describe('the shared shimmer', () => {
  // Vitest leaves style sheets out of the module graph, so the rules are read as text.
  const base = readFileSync(`${import.meta.dirname}/base.css`, 'utf8');

  it('animates the skeleton class', () => {
    expect(base).toMatch(/\.skeleton \{[^}]*animation: skeleton-shimmer/);
  });

  it('stops every animation when the player asks for reduced motion', () => {
    const reduced = base.slice(base.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toMatch(/\*,\s*\*::before,\s*\*::after \{[^}]*animation-iteration-count: 1 !important/);
    expect(reduced).toMatch(/animation-duration: 0\.01ms !important/);
  });
});
