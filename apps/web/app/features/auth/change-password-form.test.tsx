import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm } from './change-password-form.tsx';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the change-password form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['', '', 'Please fill in both fields.'],
    ['abc', 'abc', 'Password must be at least 6 characters long.'],
    ['abcdefg', 'abcdefh', 'Passwords do not match.'],
  ])('refuses "%s" / "%s" with "%s" and sends nothing', async (next, confirm, message) => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter>
        <ChangePasswordForm />
      </MemoryRouter>,
    );
    fill('Current password', 'temporary-1');
    fill('New password', next);
    fill('Confirm new password', confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides a password with its toggle', () => {
    render(
      <MemoryRouter>
        <ChangePasswordForm />
      </MemoryRouter>,
    );
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(input).toHaveAttribute('type', 'text');
  });
});
