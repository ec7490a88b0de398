import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '#web/lib/api-client.ts';
import { apiMessageOr } from './failure-text.ts';
import { useApiForm } from './use-api-form.ts';

const schema = z.object({ title: z.string().min(1, 'Title is required.') });

function TitleForm({ refusal }: { refusal: ApiError }) {
  const form = useApiForm(schema, { title: '' }, { toastFailure: false });
  const { error, ...input } = form.field('title');
  const onSubmit = form.submit(() => Promise.reject(refusal));
  return (
    <form noValidate onSubmit={onSubmit}>
      <label>
        Title
        <input {...input} />
      </label>
      {error && <p>{error}</p>}
      {form.failure && <p role="alert">{form.failure}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

const refused = (path: string) =>
  new ApiError(400, 'Some fields are not valid.', 'VALIDATION_FAILED', [
    { path, message: `${path} is wrong.` },
  ]);

async function send(refusal: ApiError) {
  render(<TitleForm refusal={refusal} />);
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Walk daily' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('a form built with useApiForm', () => {
  it('says its own check’s message next to the field and sends nothing', async () => {
    render(<TitleForm refusal={refused('title')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts a refusal naming one of its fields next to that field', async () => {
    await send(refused('title'));
    expect(await screen.findByText('title is wrong.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a refusal naming a field it does not show in its alert, never silently', async () => {
    await send(refused('clientId'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields are not valid.');
  });
});

describe('apiMessageOr', () => {
  const text = apiMessageOr('Failed to add client');

  it('gives the server’s own message, or the offline text', () => {
    expect(text(new ApiError(409, 'Email already exists'))).toBe('Email already exists');
    const offline = 'Cannot reach NourishWell. Please check your connection and try again.';
    expect(text(new ApiError(0, offline, undefined, undefined, false))).toBe(offline);
  });

  it('gives the fallback for a bare status text or anything that is not an answer', () => {
    expect(text(new ApiError(502, 'Bad Gateway', undefined, undefined, false))).toBe(
      'Failed to add client',
    );
    expect(text(new TypeError('boom'))).toBe('Failed to add client');
  });
});
