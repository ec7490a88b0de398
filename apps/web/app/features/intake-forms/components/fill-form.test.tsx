import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IntakeSend } from '@nourishwell/shared';
import { http, HttpResponse } from 'msw';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { itShowsReadStates } from '#web-test/read-states.ts';
import { answer, apiServer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { FillForm } from './fill-form.tsx';

startMockApi();

const path = '/me/intake-sends/7';
const send: IntakeSend = {
  id: 7,
  formId: 2,
  title: 'Weekly check-in',
  version: 1,
  status: 'opened',
  sentAt: '2026-03-01T04:30:00.000Z',
  openedAt: '2026-03-01T05:00:00.000Z',
  savedAt: null,
  completedAt: null,
  remindedAt: null,
  intro: 'A few questions about your week.',
  consentStatement: 'I confirm these answers are true.',
  sections: [
    {
      id: 's-week',
      title: 'This week',
      questions: [
        {
          id: 'weight',
          kind: 'number',
          label: 'Weight',
          unit: 'kg',
          min: 25,
          max: 250,
          required: true,
        },
        { id: 'energy', kind: 'scale', label: 'Energy', min: 1, max: 5, required: false },
        { id: 'cravings', kind: 'yesNo', label: 'Any cravings?', required: true },
        { id: 'notes', kind: 'longText', label: 'Notes', help: 'Anything else.', required: false },
      ],
    },
  ],
  answers: {},
  signedName: null,
  signedOn: null,
};
const show = () =>
  renderScreen(<FillForm sendId={7} accountName="Meera Iyer" />, { role: 'client' });

describe('her form to fill in and sign (issue 35)', () => {
  itShowsReadStates({
    path,
    show,
    loading: { status: 'Loading the form…' },
    failed: {
      says: 'Could not load this form. Please try again.',
      retried: {
        answer: send,
        shows: () => screen.findByRole('heading', { name: 'Weekly check-in' }),
      },
    },
  });

  it('says which required answers are missing and which number is out of bounds, before the sign step', async () => {
    answer('get', path, send);
    show();
    fireEvent.change(await screen.findByLabelText(/Weight \(kg\)/), { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to sign' }));
    expect(await screen.findByText('Enter 250 or less.')).toBeVisible();
    expect(screen.getByText('Please answer this question.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('2 answers need attention.');
    expect(screen.queryByRole('heading', { name: 'Sign the form' })).toBeNull();
  });

  it('saves what she has answered so far to continue later', async () => {
    answer('get', path, send);
    const sent = recordCalls('put', `${path}/answers`, {
      ...send,
      savedAt: '2026-03-01T06:00:00.000Z',
      answers: { weight: 68.5 },
    });
    show();
    fireEvent.change(await screen.findByLabelText(/Weight \(kg\)/), { target: { value: '68,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue later' }));
    await waitFor(() => expect(sent).toEqual([{ answers: { weight: 68.5 } }]));
    expect(await screen.findByText(/You can close this page and continue later/)).toBeVisible();
  });

  it('signs with her name typed loosely, after she ticks the consent statement', async () => {
    answer('get', path, send);
    const sent = recordCalls('post', `${path}/sign`, { ...send, status: 'completed' });
    show();
    fireEvent.change(await screen.findByLabelText(/Weight \(kg\)/), { target: { value: '68' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to sign' }));
    expect(await screen.findByText('I confirm these answers are true.')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Your full name'), { target: { value: 'Meera' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign and send' }));
    expect(await screen.findByText('Type your full name as it is on your account.')).toBeVisible();
    expect(screen.getByText('Tick the box to agree to the consent statement.')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Your full name'), {
      target: { value: ' meera  iyer' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign and send' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          answers: { weight: 68, energy: 4, cravings: true },
          fullName: ' meera  iyer',
          agree: true,
        },
      ]),
    );
  });

  it('shows a signed form read-only, with her signature', async () => {
    answer('get', path, {
      ...send,
      status: 'completed',
      completedAt: '2026-03-02T06:00:00.000Z',
      answers: { weight: 68, cravings: false },
      signedName: 'Meera Iyer',
      signedOn: '2026-03-02',
    });
    show();
    expect(await screen.findByText(/It can no longer be changed/)).toBeVisible();
    expect(screen.getByText('68 kg')).toBeVisible();
    expect(screen.getByText('No')).toBeVisible();
    expect(screen.getByText(/Signed by Meera Iyer on/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue to sign' })).toBeNull();
  });

  it('speaks Hindi to her: the buttons, the sign step and what is wrong with an answer', async () => {
    answer('get', path, send);
    renderScreen(
      <I18nProvider locale="hi">
        <FillForm sendId={7} accountName="Meera Iyer" />
      </I18nProvider>,
      { role: 'client' },
    );
    // The Hindi texts load after the first render.
    const toSign = await screen.findByRole('button', { name: 'हस्ताक्षर के लिए आगे बढ़ें' });
    fireEvent.change(screen.getByLabelText(/Weight \(kg\)/), { target: { value: '10' } });
    fireEvent.click(toSign);
    expect(await screen.findByText('25 या उससे ज़्यादा लिखें।')).toBeVisible();
    expect(screen.getByText('कृपया इस सवाल का जवाब दें।')).toBeVisible();
    expect(screen.getByRole('button', { name: 'सेव करें, बाद में पूरा करें' })).toBeVisible();
  });

  it('uploads her file for a file question at once, shows its name, and replaces it', async () => {
    const report = { id: 'report', kind: 'file', label: 'Blood report', required: true } as const;
    answer('get', path, {
      ...send,
      sections: [{ id: 's-files', title: 'Reports', questions: [report] }],
    });
    const sent: FormData[] = [];
    apiServer.use(
      http.post(`*/api${path}/files`, async ({ request }) => {
        sent.push(await request.formData());
        return sent.length === 1
          ? HttpResponse.json({ fileId: 31, fileName: 'thyrocare.pdf' }, { status: 201 })
          : HttpResponse.json(
              { message: 'Upload a PDF, or a photo as JPG or PNG.' },
              { status: 415 },
            );
      }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to sign' }));
    expect(await screen.findByText('Please answer this question.')).toBeVisible();
    const chooser = screen.getByLabelText(/Choose a file/);
    expect(chooser).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png');
    expect(screen.getByLabelText('Or take a photo with your phone')).toHaveAttribute(
      'capture',
      'environment',
    );
    const pdf = new File(['%PDF-1.4'], 'thyrocare.pdf', { type: 'application/pdf' });
    fireEvent.change(chooser, { target: { files: [pdf] } });
    expect(await screen.findByText('Uploaded: thyrocare.pdf')).toBeVisible();
    expect(sent[0]?.get('questionId')).toBe('report');
    expect((sent[0]?.get('file') as File).name).toBe('thyrocare.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' });
    fireEvent.change(screen.getByLabelText(/Choose a file/), { target: { files: [exe] } });
    expect(await screen.findByText('Upload a PDF, or a photo as JPG or PNG.')).toBeVisible();
    expect(screen.getByText('Uploaded: thyrocare.pdf')).toBeVisible();
  });
});
