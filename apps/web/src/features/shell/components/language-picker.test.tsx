import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { loadLanguage } from '../../../lib/i18n.ts';
import { LanguagePicker } from './language-picker.tsx';

// The app's i18n loader is not under test here: the switch must ask it for the language, then move.
vi.mock('../../../lib/i18n.ts', () => ({ loadLanguage: vi.fn(async () => undefined) }));

describe('LanguagePicker', () => {
  it('switches the language prefix of the current page, keeping the query', async () => {
    const { user } = renderWithProviders(<LanguagePicker />, { route: '/games/slots?sort=new' });
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(screen.getAllByRole('option')).toHaveLength(9);
    await user.selectOptions(select, 'de');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/de/games/slots?sort=new'));
    expect(select).toHaveValue('de');
    expect(loadLanguage).toHaveBeenCalledWith('de');
  });
});
