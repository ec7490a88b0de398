import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiServer, startMockApi } from '#web-test/screen.tsx';
import ChangePassword from './change-password.tsx';

startMockApi();

describe('the first sign-in’s Set a new password page', () => {
  it('shows the Current password field on its own, outside the dashboard’s providers', async () => {
    apiServer.use(
      http.get('*/api/me/two-factor', () =>
        HttpResponse.json({
          enabled: false,
          enabledAt: null,
          recoveryCodesLeft: 0,
          required: false,
        }),
      ),
    );
    // The page as the router renders it: no query client from a layout around it.
    const Stub = createRoutesStub([
      { path: '/change-password', Component: ChangePassword as never },
    ]);
    render(<Stub initialEntries={['/change-password']} />);
    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });
});
