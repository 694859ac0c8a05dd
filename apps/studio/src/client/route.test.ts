import { describe, expect, it } from 'vitest';
import { parseRoute } from './route.ts';

describe('the address of a page', () => {
  it('opens a game for real with the launch token, in the asked language', () => {
    expect(parseRoute('https://studio.test/studio/play/mighty-valhalla?mode=real&token=abc&lang=de')).toEqual(
      {
        page: 'play',
        gameId: 'mighty-valhalla',
        mode: 'real',
        token: 'abc',
        currency: 'EUR',
        language: 'de',
      },
    );
  });

  it('opens a demo in its currency, English for an unknown language', () => {
    expect(parseRoute('/studio/play/dice-one?mode=demo&lang=xx&currency=ron')).toMatchObject({
      page: 'play',
      mode: 'demo',
      token: null,
      currency: 'RON',
      language: 'en',
    });
    expect(parseRoute('/studio/play/dice-one')).toMatchObject({
      mode: 'demo',
      currency: 'EUR',
      language: 'en',
    });
  });

  it('knows the fairness page and nothing else', () => {
    expect(parseRoute('/studio/fairness?lang=sl')).toEqual({ page: 'fairness', language: 'sl' });
    expect(parseRoute('/studio/play/')).toMatchObject({ page: 'not-found' });
    expect(parseRoute('/studio/play/../secret')).toMatchObject({ page: 'not-found' });
  });
});
