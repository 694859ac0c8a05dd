import type { RefObject } from 'react';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';

/**
 * Whether a main-page section's own chunk may load: once it comes within 200 px of the viewport, and never
 * before the first paint, so that the first screen's work is done first.
 */
export function useSectionReady(ref: RefObject<Element | null>): { near: boolean; ready: boolean } {
  const near = useNearViewport(ref, '200px');
  const painted = useAfterFirstPaint();
  return { near, ready: near && painted };
}
