import { render, screen } from '@testing-library/react';
import { consentMessages, portalMessages } from '@nourishwell/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { QueryError } from './query-error.tsx';

const loadFailed = 'Could not load the journal. Please try again.';

describe('a read that failed', () => {
  it('says the screen’s own text and offers Retry after an ordinary failure', () => {
    render(<QueryError message={loadFailed} onRetry={vi.fn()} error={new ApiError(500, 'Boom')} />);
    expect(screen.getByRole('alert')).toHaveTextContent(loadFailed);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says her records are closed, in the server’s words and without Retry, after she withdrew consent', () => {
    const closed = new ApiError(409, consentMessages.recordsClosed, 'CONSENT_WITHDRAWN');
    render(<QueryError message={loadFailed} onRetry={vi.fn()} error={closed} />);
    expect(screen.getByRole('alert')).toHaveTextContent(consentMessages.recordsClosed);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says a shared English failure text in Hindi to a Hindi reader', async () => {
    render(
      <I18nProvider locale="hi">
        <QueryError message={portalMessages.profileNotFound} onRetry={vi.fn()} />
      </I18nProvider>,
    );
    expect(await screen.findByRole('button', { name: 'फिर से' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent(portalMessages.profileNotFound);
    expect(screen.getByRole('alert').textContent).toMatch(/[\u0900-\u097F]/);
  });
});
