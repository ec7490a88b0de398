import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, useLocale, useT } from './i18n.tsx';

function Label() {
  const t = useT();
  return (
    <p>
      {useLocale()}: {t('language.label')} · {t('language.switch', { language: 'English' })}
    </p>
  );
}

describe('the language of the app', () => {
  it('speaks English by default, with the document in English', () => {
    render(
      <I18nProvider locale="en">
        <Label />
      </I18nProvider>,
    );
    expect(screen.getByText('en: Language · Read this page in English')).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
  });

  it('speaks Hindi once its catalogue has loaded, and marks the document Hindi', async () => {
    render(
      <I18nProvider locale="hi">
        <Label />
      </I18nProvider>,
    );
    expect(await screen.findByText('hi: भाषा · यह पेज English में पढ़ें')).toBeVisible();
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
  });
});
