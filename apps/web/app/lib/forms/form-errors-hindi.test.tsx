import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages, publicMessages, reachOutRequestSchema } from '@nourishwell/shared';
import { ApiError } from '#web/lib/api-client.ts';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { apiMessageOr } from './failure-text.ts';
import { useApiForm } from './use-api-form.ts';

/**
 * The reach-out form's fields, checked by its shared schema as the server checks them; a
 * failure says the server's message, the offline text, or the shared failure text.
 */
function ReachOutForm({ refusal }: { refusal?: ApiError }) {
  const form = useApiForm(
    reachOutRequestSchema,
    { name: '', email: '', concern: '' },
    { toastFailure: false, failureText: apiMessageOr(publicMessages.signupFailed) },
  );
  const onSubmit = form.submit(() => Promise.reject(refusal ?? new Error('not sent')));
  return (
    <form noValidate onSubmit={onSubmit}>
      {(['name', 'email', 'concern'] as const).map((name) => {
        const { error, ...input } = form.field(name);
        return (
          <p key={name}>
            <input aria-label={name} {...input} />
            {error && <span>{error}</span>}
          </p>
        );
      })}
      {form.failure && <p role="alert">{form.failure}</p>}
      <button type="submit">send</button>
    </form>
  );
}

const inHindi = (refusal?: ApiError) =>
  render(
    <I18nProvider locale="hi">
      <ReachOutForm refusal={refusal} />
    </I18nProvider>,
  );

// The Hindi catalogue loads on first use: wait until the provider speaks it.
const speaksHindi = () =>
  expect.poll(() => document.documentElement.lang, { timeout: 10_000 }).toBe('hi');

const fill = (values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(name), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'send' }));
};

describe('a form in Hindi', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('says its own check’s messages in Hindi, values included', async () => {
    inHindi();
    await speaksHindi();
    fill({ name: '', email: 'not-an-email', concern: 'x'.repeat(2001) });
    expect(await screen.findByText('कृपया अपना नाम लिखें।')).toBeInTheDocument();
    expect(screen.getByText('कृपया सही ईमेल पता लिखें।')).toBeInTheDocument();
    expect(screen.getByText('कृपया इसे 2000 अक्षरों से कम रखें।')).toBeInTheDocument();
  });

  it('shows the server’s Hindi message as it came, and the offline text in Hindi', async () => {
    const { unmount } = inHindi(new ApiError(429, 'आप यह फ़ॉर्म कई बार भेज चुके हैं।', 'RATE_LIMITED'));
    await speaksHindi();
    fill({ name: 'Meera', email: 'meera@example.test', concern: 'Thyroid' });
    expect(await screen.findByRole('alert')).toHaveTextContent('आप यह फ़ॉर्म कई बार भेज चुके हैं।');
    unmount();

    inHindi(new ApiError(0, messages.generic.unreachable, undefined, undefined, false));
    await speaksHindi();
    fill({ name: 'Meera', email: 'meera@example.test', concern: 'Thyroid' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'NourishWell से जुड़ नहीं पा रहे। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
    );
  });

  it('says the shared failure text in Hindi when the failure carries none', async () => {
    inHindi(new ApiError(502, 'Bad Gateway', undefined, undefined, false));
    await speaksHindi();
    fill({ name: 'Meera', email: 'meera@example.test', concern: 'Thyroid' });
    expect(await screen.findByRole('alert')).toHaveTextContent('साइन अप नहीं हो सका');
  });

  it('keeps the exact English texts in English', async () => {
    render(
      <ReachOutForm refusal={new ApiError(502, 'Bad Gateway', undefined, undefined, false)} />,
    );
    fill({ name: '', email: 'meera@example.test', concern: 'Thyroid' });
    expect(await screen.findByText(publicMessages.nameRequired)).toBeInTheDocument();
    fill({ name: 'Meera' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to sign up$/);
  });
});
