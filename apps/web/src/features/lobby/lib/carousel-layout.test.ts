import { describe, expect, it } from 'vitest';
import { autoplays, nearEnd, showsNavigation, sliderBreakpoints, slidesInView } from './carousel-layout.ts';

describe('slidesInView', () => {
  it('shows 2, 4, 6 and 7 slides from 0, 768, 1024 and 1440 px', () => {
    expect(slidesInView(320)).toBe(2);
    expect(slidesInView(767)).toBe(2);
    expect(slidesInView(768)).toBe(4);
    expect(slidesInView(1023)).toBe(4);
    expect(slidesInView(1024)).toBe(6);
    expect(slidesInView(1439)).toBe(6);
    expect(slidesInView(1440)).toBe(7);
    expect(slidesInView(2560)).toBe(7);
  });

  it('gives Swiper the same steps, moving a whole view at a time', () => {
    expect(sliderBreakpoints()).toEqual({
      0: { slidesPerView: 2, slidesPerGroup: 2 },
      768: { slidesPerView: 4, slidesPerGroup: 4 },
      1024: { slidesPerView: 6, slidesPerGroup: 6 },
      1440: { slidesPerView: 7, slidesPerGroup: 7 },
    });
  });
});

describe('autoplays', () => {
  it('autoplays the mobile slider only, and never under reduced motion', () => {
    expect(autoplays({ mobile: true, reducedMotion: false })).toBe(true);
    expect(autoplays({ mobile: true, reducedMotion: true })).toBe(false);
    expect(autoplays({ mobile: false, reducedMotion: false })).toBe(false);
  });
});

describe('showsNavigation', () => {
  it('hides the arrows and the see-all link under 6 games', () => {
    expect(showsNavigation(0)).toBe(false);
    expect(showsNavigation(5)).toBe(false);
    expect(showsNavigation(6)).toBe(true);
  });
});

describe('nearEnd', () => {
  it('asks for the next page while two views are still loaded ahead', () => {
    expect(nearEnd({ firstInView: 0, inView: 6, loaded: 15 })).toBe(false);
    expect(nearEnd({ firstInView: 3, inView: 6, loaded: 15 })).toBe(true);
    expect(nearEnd({ firstInView: 10, inView: 2, loaded: 15 })).toBe(false);
    expect(nearEnd({ firstInView: 11, inView: 2, loaded: 15 })).toBe(true);
  });
});
