import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { islandTexts } from '#web-test/island-texts.ts';
import { answer, startMockApi } from '#web-test/screen.tsx';
import { ReachOutForm } from './reach-out-form.tsx';

startMockApi();

const english = islandTexts('en', 'enquiries.reachOut');

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function sendFilledForm() {
  render(<ReachOutForm texts={english} />);
  fill('Name', 'Asha');
  fill('Email', 'asha@example.test');
  fill('How can we help?', 'Thyroid diet');
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('the reach-out form', () => {
  it('names each empty field with the shared message and sends nothing', async () => {
    render(<ReachOutForm texts={english} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email.')).toBeInTheDocument();
    expect(screen.getByText('Please tell us how we can help.')).toBeInTheDocument();
  });

  it('shows a refused field’s message next to that field', async () => {
    answer(
      'post',
      '/reachout',
      {
        message: 'Some fields are not valid.',
        code: 'VALIDATION_FAILED',
        details: [{ path: 'email', message: 'Please enter a valid email address.' }],
      },
      { status: 400 },
    );
    sendFilledForm();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the server’s message when sending fails, and empties the form once sent', async () => {
    answer('post', '/reachout', { message: 'Too many requests.' }, { status: 429 });
    sendFilledForm();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
    answer('post', '/reachout', { message: 'ok' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
  });
});
