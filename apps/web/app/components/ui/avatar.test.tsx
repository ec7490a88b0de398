import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { Avatar } from './avatar.tsx';

describe('a person’s photo', () => {
  it('is named for who it shows, in the page’s language', async () => {
    const { unmount } = render(<Avatar src="/uploads/asha.png" name="Asha Rao" />);
    expect(screen.getByRole('img', { name: 'Photo of Asha Rao' })).toBeVisible();
    unmount();
    render(
      <I18nProvider locale="hi">
        <Avatar src="/uploads/asha.png" name="Asha Rao" />
      </I18nProvider>,
    );
    expect(await screen.findByRole('img', { name: 'Asha Rao की फ़ोटो' })).toBeVisible();
  });

  it('shows her initials when there is no photo', () => {
    render(<Avatar src={null} name="Asha Rao" />);
    expect(screen.getByText('AR')).toBeVisible();
  });
});
