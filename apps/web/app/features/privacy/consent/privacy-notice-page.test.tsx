import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { privacyNotice } from '@nourishwell/shared';
import { servedNotice } from '#web-test/fixtures/privacy-notice.ts';
import { answer, fail, neverAnswer, startMockApi } from '#web-test/screen.tsx';
import { PrivacyNoticePage } from './privacy-notice-page.tsx';

startMockApi();

const renderPage = () =>
  render(
    <MemoryRouter>
      <PrivacyNoticePage notice={privacyNotice} />
    </MemoryRouter>,
  );

describe('the privacy notice page', () => {
  it('names the grievance officer and the retention period the server is configured with', async () => {
    answer('get', '/privacy/notice', servedNotice);
    renderPage();
    expect(await screen.findByText('Asha Menon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy@practice.test' })).toHaveAttribute(
      'href',
      'mailto:privacy@practice.test',
    );
    expect(screen.getByText(/for 730 days, we erase it/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    for (const section of privacyNotice.sections) {
      expect(screen.getByRole('heading', { name: section.title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: privacyNotice.rights.concernLink })).toHaveAttribute(
      'href',
      '/data-concern',
    );
  });

  it('says the contact is loading while it is on its way', () => {
    neverAnswer('get', '/privacy/notice');
    renderPage();
    expect(screen.getByText(privacyNotice.contact.loading)).toBeInTheDocument();
  });

  it('points to the data concern form when the contact could not load', async () => {
    fail('get', '/privacy/notice');
    renderPage();
    expect(await screen.findByText(privacyNotice.contact.failed)).toBeInTheDocument();
  });
});
