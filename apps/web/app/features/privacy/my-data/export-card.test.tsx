import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { privacyDataMessages as m } from '@nourishwell/shared';
import { apiServer, fail, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { ExportCard } from './export-card.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startMockApi();

describe('download my data', () => {
  it('downloads the readable copy under the server’s file name', async () => {
    const asked: string[] = [];
    apiServer.use(
      http.get('*/api/me/export', ({ request }) => {
        asked.push(new URL(request.url).search);
        return new HttpResponse('<html></html>', {
          headers: {
            'content-type': 'text/html',
            'content-disposition': 'attachment; filename="nourishwell-my-data-2026-11-24.html"',
          },
        });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('nourishwell-my-data-2026-11-24.html');
    });
    renderScreen(<ExportCard />, { role: 'client' });
    fireEvent.click(screen.getByRole('button', { name: m.exportHtml }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(m.exportDone));
    expect(asked).toEqual(['?format=html']);
    expect(clicked).toHaveBeenCalledOnce();
  });

  it('says the download failed when the server cannot prepare it', async () => {
    fail('get', '/me/export');
    renderScreen(<ExportCard />, { role: 'client' });
    fireEvent.click(screen.getByRole('button', { name: m.exportJson }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: m.exportJson })).toBeEnabled();
  });
});
