import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { LanguageSetting } from './language-setting.tsx';

startMockApi();

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

describe('the language setting', () => {
  it('names each language in itself, shows hers, and saves another at one tap', async () => {
    const sent = recordCalls('put', '/users/me/language', { language: 'hi' });
    renderScreen(<LanguageSetting current="en" />, { role: 'client', dataRouter: true });
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    expect(group).toHaveAccessibleDescription(
      'The app, your emails and your messages use this language.',
    );
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    const hindi = screen.getByRole('radio', { name: 'हिंदी' });
    expect(hindi.closest('label')).toHaveAttribute('lang', 'hi');
    fireEvent.click(hindi);
    await waitFor(() => expect(sent).toEqual([{ language: 'hi' }]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Language saved.'));
  });

  it('says why when the language was not saved', async () => {
    answer(
      'put',
      '/users/me/language',
      { message: 'Please choose one of the languages offered.', code: 'VALIDATION_FAILED' },
      { status: 400 },
    );
    renderScreen(<LanguageSetting current="en" />, { role: 'client', dataRouter: true });
    fireEvent.click(screen.getByRole('radio', { name: 'हिंदी' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Please choose one of the languages offered.'),
    );
  });

  it('offers Devanagari digits (१२३) only with Hindi chosen, and saves her choice at one tap', async () => {
    const { unmount } = renderScreen(<LanguageSetting current="en" />, {
      role: 'client',
      dataRouter: true,
    });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    unmount();
    const sent = recordCalls('put', '/users/me/digits', { devanagariDigits: true });
    renderScreen(
      <I18nProvider locale="hi">
        <LanguageSetting current="hi" />
      </I18nProvider>,
      { role: 'client', dataRouter: true },
    );
    const digits = await screen.findByRole('checkbox', { name: 'देवनागरी अंक (१२३)' });
    expect(digits).not.toBeChecked();
    fireEvent.click(digits);
    // A busy 2-core machine runs the whole suite at once: wait as long as other screens do.
    await waitFor(() => expect(sent).toEqual([{ devanagariDigits: true }]), { timeout: 6000 });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('अंकों की पसंद सहेज ली गई।'), {
      timeout: 6000,
    });
  });

  it('shows her digits as chosen when she has them', () => {
    renderScreen(<LanguageSetting current="hi" devanagariDigits />, {
      role: 'client',
      dataRouter: true,
    });
    expect(screen.getByRole('checkbox', { name: 'Devanagari digits (१२३)' })).toBeChecked();
  });
});
