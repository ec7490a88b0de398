import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form.tsx';

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '/dashboard/:role', element: <p>dashboard</p> },
      { path: '/change-password', element: <p>change password</p> },
    ],
    { initialEntries: ['/login'] },
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
});
