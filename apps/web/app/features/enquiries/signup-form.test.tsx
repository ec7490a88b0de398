import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { islandTexts } from '#web-test/island-texts.ts';
import { answer, fail, startMockApi } from '#web-test/screen.tsx';
import { SignupForm } from './signup-form.tsx';

startMockApi();

const english = islandTexts('en', 'enquiries.signup');

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillForm() {
  render(
    <MemoryRouter>
      <SignupForm texts={english} locale="en" />
    </MemoryRouter>,
  );
  fill('Name', 'Asha');
  fill('Health concern', 'Thyroid');
  fill('Phone', '9876543210');
  fill('Email', 'asha@example.test');
  fill('State', 'Kerala');
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('the sign-up enquiry form', () => {
  it('asks for the state only in India', () => {
    render(
      <MemoryRouter>
        <SignupForm texts={english} locale="en" />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('State')).toBeInTheDocument();
    fill('Country', 'Outside India');
    expect(screen.queryByLabelText('State')).not.toBeInTheDocument();
  });

  it('asks for the terms to be accepted before sending', async () => {
    render(
      <MemoryRouter>
        <SignupForm texts={english} locale="en" />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please accept the terms and conditions.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server’s text for the visitor once the enquiry is sent', async () => {
    answer('post', '/users/sendmail', 'Thank you, Asha! We will call you soon.');
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Asha!');
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('says "Failed to sign up" when the server fails', async () => {
    fail('post', '/users/sendmail');
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign up');
  });
});
