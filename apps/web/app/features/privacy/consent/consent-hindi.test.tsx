import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@nourishwell/shared';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { saveSession } from '#web/lib/session.ts';
import { startMockApi } from '#web-test/screen.tsx';
import { ConsentScreen } from './consent-screen.tsx';

startMockApi();

describe('the consent screen in Hindi', () => {
  it('sums up the notice in Hindi, with I agree and Sign out', async () => {
    saveSession('tok', { email: 'meera@example.test', role: 'client' });
    const router = createMemoryRouter(
      [
        {
          path: '/consent',
          element: (
            <I18nProvider locale="hi">
              <ConsentScreen />
            </I18nProvider>
          ),
        },
      ],
      { initialEntries: ['/consent'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('button', { name: 'मैं सहमत हूँ' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'साइन आउट करें' })).toBeVisible();
    expect(screen.getByText(/^आगे बढ़ने से पहले, कृपया पढ़ें/)).toBeVisible();
    expect(screen.getByText('दूसरे क्लाइंट कभी नहीं।', { exact: false })).toHaveTextContent(
      'इसे सिर्फ़ आपके न्यूट्रिशनिस्ट और प्रैक्टिस के एडमिनिस्ट्रेटर देखते हैं। दूसरे क्लाइंट कभी नहीं।',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'पूरा प्राइवेसी नोटिस पढ़ें' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByText(`प्राइवेसी नोटिस का संस्करण ${PRIVACY_NOTICE_VERSION}।`)).toBeVisible();
    expect(screen.queryByText('I agree')).not.toBeInTheDocument();
  });
});
