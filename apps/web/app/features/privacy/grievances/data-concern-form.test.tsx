import { fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { grievanceMessages, publicMessages } from '@nourishwell/shared';
import { answer, apiServer, startMockApi } from '#web-test/screen.tsx';
import { formatDate } from '#web/lib/format.ts';
import { useIslandTexts } from '#web/lib/i18n/i18n.tsx';
import { DataConcernForm as Form } from './data-concern-form.tsx';

startMockApi();

/** The form as its page gives it its texts: English's here (data-concern-hindi.test.tsx for Hindi). */
function DataConcernForm() {
  return <Form texts={useIslandTexts('dataConcern.form')} locale="en" />;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function sendFilledForm() {
  render(<DataConcernForm />);
  fill('Name', 'Asha Rao');
  fill('Email', 'asha@example.test');
  fill('Subject', 'Delete my enquiry');
  fill('Your concern', 'Please remove the enquiry I sent last year.');
  fireEvent.click(screen.getByRole('button', { name: 'Send concern' }));
}

describe('the public data concern form', () => {
  it('names each empty field with the shared message and sends nothing', async () => {
    render(<DataConcernForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send concern' }));
    expect(await screen.findByText(publicMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(publicMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(grievanceMessages.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(grievanceMessages.messageRequired)).toBeInTheDocument();
  });

  it('shows the reference and the date the answer is due once sent, and empties the form', async () => {
    const dueAt = '2027-02-22T10:00:00.000Z';
    let sent: unknown;
    apiServer.use(
      http.post('*/api/grievances', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ reference: 'DC-QWERTY', dueAt }, { status: 201 });
      }),
    );
    sendFilledForm();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(grievanceMessages.received('DC-QWERTY', formatDate(dueAt)));
    expect(sent).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.test',
      subject: 'Delete my enquiry',
      message: 'Please remove the enquiry I sent last year.',
      language: 'en',
    });
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('says the server’s message when it refuses, such as too many forms', async () => {
    answer('post', '/grievances', { message: publicMessages.tooManyForms }, { status: 429 });
    sendFilledForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(publicMessages.tooManyForms);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
