import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form.tsx';

function renderForm(entry = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '/dashboard/:role/*', element: <p>dashboard</p> },
      { path: '/change-password', element: <p>change password</p> },
      { path: '/consent', element: <p>consent</p> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the sign-in form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers Admin, Nutritionist and Client with none chosen', () => {
    renderForm();
    const select = screen.getByLabelText('Login As') as HTMLSelectElement;
    expect(select.value).toBe('');
    const offered = [...select.options].filter((o) => !o.disabled).map((o) => o.textContent);
    expect(offered).toEqual(['Admin', 'Nutritionist', 'Client']);
  });

  it('says "Please fill in all fields" and sends no request when a field is empty', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fill('Email', 'meera@example.test');
    fill('Password', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the session and opens the dashboard of the role', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          token: 'tok',
          user: { email: 'meera@example.test', role: 'client' },
          mustChangePassword: false,
          consentRequired: false,
        }),
      ),
    );
    const router = renderForm();
    fill('Email', 'meera@example.test');
    fill('Password', 'secret');
    fill('Login As', 'client');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/client'));
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('sends an account with a temporary password to set a new one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          token: 'tok',
          user: { email: 'new@example.test', role: 'nutritionist' },
          mustChangePassword: true,
          consentRequired: true,
        }),
      ),
    );
    const router = renderForm();
    fill('Email', 'new@example.test');
    fill('Password', 'temporary');
    fill('Login As', 'nutritionist');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/change-password'));
  });

  it('sends an account that has not accepted the privacy notice in force to accept it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          token: 'tok',
          user: { email: 'new@example.test', role: 'client' },
          mustChangePassword: false,
          consentRequired: true,
        }),
      ),
    );
    const router = renderForm();
    fill('Email', 'new@example.test');
    fill('Password', 'secret');
    fill('Login As', 'client');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consent'));
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it("shows the server's message when sign-in is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' },
          { status: 401 },
        ),
      ),
    );
    renderForm();
    fill('Email', 'meera@example.test');
    fill('Password', 'wrong');
    fill('Login As', 'client');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
  });

  it('explains under the role list that the role must match the account', () => {
    renderForm();
    expect(screen.getByLabelText('Login As')).toHaveAccessibleDescription(
      'Choose the role of your account: an admin, nutritionist or client account signs in only with its own role.',
    );
  });

  const signInAsAdmin = () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          token: 'tok',
          user: { email: 'admin@example.test', role: 'admin' },
          mustChangePassword: false,
          consentRequired: false,
        }),
      ),
    );
    fill('Email', 'admin@example.test');
    fill('Password', 'secret');
    fill('Login As', 'admin');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  };

  it('returns to the dashboard page asked for before signing in', async () => {
    const router = renderForm('/login?next=%2Fdashboard%2Fadmin%2Fclient%2F7');
    signInAsAdmin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/admin/client/7'));
  });

  it('ignores an off-site return address and opens the role’s dashboard', async () => {
    const router = renderForm('/login?next=%2F%2Fevil.example%2Fdashboard%2Fadmin');
    signInAsAdmin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/admin'));
  });
});

describe('the sign-in code step', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the 6-digit code after the right password and signs in with it', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init.body)) });
        if (url.endsWith('/users/login'))
          return Response.json({ twoFactorRequired: true, challenge: 'chal' });
        if (calls.length === 2)
          return Response.json(
            { message: 'That code is not right. Please try again.', code: 'CODE_WRONG' },
            { status: 401 },
          );
        return Response.json({
          token: 'tok',
          user: { email: 'asha@example.test', role: 'nutritionist' },
          mustChangePassword: false,
        });
      }),
    );
    const router = renderForm();
    fill('Email', 'asha@example.test');
    fill('Password', 'secret');
    fill('Login As', 'nutritionist');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app'),
    ).toBeInTheDocument();
    fill('Code', '111111');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right. Please try again.',
    );
    fill('Code', '222 333');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/nutritionist/today'),
    );
    expect(calls[2]).toEqual({
      url: '/api/users/login/two-factor',
      body: { challenge: 'chal', code: '222333' },
    });
  });
});
