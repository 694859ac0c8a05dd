import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useLanguageSync } from '../app/use-language-sync.ts';
import { initI18n } from './i18n.ts';
import { localizePath, splitLanguage, useLanguage, useLocalizedPath, useSwitchLanguage } from './language.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

describe('splitLanguage', () => {
  it('reads a supported language segment', () => {
    expect(splitLanguage('/de/faq')).toEqual({ language: 'de', rest: '/faq', unsupported: false });
    expect(splitLanguage('/sl')).toEqual({ language: 'sl', rest: '/', unsupported: false });
    expect(splitLanguage('/gb/')).toEqual({ language: 'gb', rest: '/', unsupported: false });
    expect(splitLanguage('/en/games/slots')).toEqual({
      language: 'en',
      rest: '/games/slots',
      unsupported: false,
    });
  });

  it('treats an unknown two-letter segment as unsupported', () => {
    expect(splitLanguage('/xx/faq')).toEqual({ language: null, rest: '/xx/faq', unsupported: true });
    expect(splitLanguage('/it')).toEqual({ language: null, rest: '/it', unsupported: true });
  });

  it('leaves other paths alone', () => {
    expect(splitLanguage('/')).toEqual({ language: null, rest: '/', unsupported: false });
    expect(splitLanguage('/faq')).toEqual({ language: null, rest: '/faq', unsupported: false });
    expect(splitLanguage('/404')).toEqual({ language: null, rest: '/404', unsupported: false });
    expect(splitLanguage('/deu/faq')).toEqual({ language: null, rest: '/deu/faq', unsupported: false });
  });
});

describe('localizePath', () => {
  it('adds no prefix for English and the code for the others', () => {
    expect(localizePath('/faq', 'en')).toBe('/faq');
    expect(localizePath('/faq', 'de')).toBe('/de/faq');
    expect(localizePath('/', 'fr')).toBe('/fr');
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('faq', 'pt')).toBe('/pt/faq');
  });

  it('replaces an existing prefix and keeps query and hash', () => {
    expect(localizePath('/de/faq?x=1#top', 'sk')).toBe('/sk/faq?x=1#top');
    expect(localizePath('/de/faq?x=1', 'en')).toBe('/faq?x=1');
    expect(localizePath('/de', 'en')).toBe('/');
    expect(localizePath('?tab=2', 'ro')).toBe('/ro?tab=2');
  });

  it('collapses repeated slashes, so that a crafted path never names another site', () => {
    expect(localizePath('/en//evil.example', 'en')).toBe('/evil.example');
    expect(localizePath('//evil.example?x=1', 'en')).toBe('/evil.example?x=1');
    expect(localizePath('/de//evil.example/x', 'de')).toBe('/de/evil.example/x');
    expect(localizePath('/de/\\evil.example', 'en')).toBe('/evil.example');
    expect(localizePath('\\evil.example', 'en')).toBe('/evil.example');
    expect(localizePath('/%2F%2Fevil.example', 'en')).toBe('/%2F%2Fevil.example');
    expect(localizePath('/faq?next=//evil.example', 'en')).toBe('/faq?next=//evil.example');
  });
});

function Probe() {
  const language = useLanguage();
  const to = useLocalizedPath();
  const switchLanguage = useSwitchLanguage();
  const location = useLocation();
  return (
    <>
      <p data-testid="language">{language}</p>
      <p data-testid="localized">{to('/faq')}</p>
      <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
      <button type="button" onClick={() => switchLanguage('fr')}>
        fr
      </button>
      <button type="button" onClick={() => switchLanguage('en')}>
        en
      </button>
    </>
  );
}

/** The root layout keeps the texts in step with the path; the switch relies on it. */
function WithLanguageSync() {
  useLanguageSync();
  return <Probe />;
}

function renderAt(entry: { pathname: string; search?: string; hash?: string; state?: unknown }) {
  const router = createMemoryRouter([{ path: '*', Component: WithLanguageSync }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('language hooks', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('reads the language from the path and localizes links', () => {
    renderAt({ pathname: '/de/games' });
    expect(screen.getByTestId('language')).toHaveTextContent('de');
    expect(screen.getByTestId('localized')).toHaveTextContent('/de/faq');
  });

  it('defaults to English without a prefix', () => {
    renderAt({ pathname: '/games' });
    expect(screen.getByTestId('language')).toHaveTextContent('en');
    expect(screen.getByTestId('localized')).toHaveTextContent('/faq');
  });

  it('switches the prefix, keeps query, hash and state, stores and loads the language', async () => {
    const user = userEvent.setup();
    renderAt({ pathname: '/de/games/slots', search: '?page=2', hash: '#list', state: { from: 'menu' } });
    await user.click(screen.getByRole('button', { name: 'fr' }));
    // The texts load, the path moves, then the language sync switches the texts; the page's lang comes last.
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/games/slots?page=2#list');
    expect(screen.getByTestId('state')).toHaveTextContent('{"from":"menu"}');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('fr');
    expect(i18next.language).toBe('fr');

    await user.click(screen.getByRole('button', { name: 'en' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByTestId('location')).toHaveTextContent('/games/slots?page=2#list');
    expect(i18next.language).toBe('en');
    // The choice stays English: the next visit must not open in the previous language.
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  });
});
