import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { toLocalInput } from '#web/lib/format.ts';
import { nutritionist } from '#web-test/fixtures/admin-records.ts';
import { ClientAddDialog } from './client-add-dialog.tsx';

startMockApi();

const required = [
  'Name',
  'Email',
  'Phone',
  'Age',
  'Gender',
  'Nutritionist',
  'Next session',
  'Plan',
];

async function openDialog() {
  answer('get', '/nuts/nutritionists', [nutritionist], { headers: { 'X-Total-Count': '1' } });
  renderScreen(<ClientAddDialog onClose={() => undefined} />, { role: 'admin' });
  const dialog = await screen.findByRole('dialog', { name: 'Add Client' });
  await within(dialog).findByRole('option', { name: nutritionist.name });
  return dialog;
}

/** Fills every field with a valid value, or with `values`' value for the fields it names. */
function fillEveryField(dialog: HTMLElement, values: Record<string, string> = {}) {
  const valid: Record<string, string> = {
    Name: 'Joel Mathew',
    Email: 'joel@x.test',
    Phone: '9847011111',
    Age: '41',
    Gender: 'Male',
    Nutritionist: String(nutritionist.id),
    'Next session': toLocalInput(new Date(Date.now() + 7 * 86_400_000).toISOString()),
    Plan: 'Diabetes',
  };
  for (const [label, value] of Object.entries({ ...valid, ...values }))
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

describe('the admin’s Add Client form', () => {
  it('marks every required field, the plan too, with an asterisk and as required', async () => {
    const dialog = await openDialog();
    for (const label of required) {
      const control = within(dialog).getByLabelText(label);
      expect(control, label).toBeRequired();
      expect(dialog.querySelector(`label[for="${control.id}"]`)?.parentElement).toHaveTextContent(
        `${label} *`,
      );
    }
    for (const label of ['Address', 'Issue']) {
      const control = within(dialog).getByLabelText(label);
      expect(control, label).not.toBeRequired();
      expect(
        dialog.querySelector(`label[for="${control.id}"]`)?.parentElement,
      ).not.toHaveTextContent('*');
    }
    expect(within(dialog).getByText(/are required\.$/)).toHaveTextContent(
      'Fields marked * are required.',
    );
  });

  it('says "<Label> is required" under each required field left empty, and nothing under the others', async () => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Client' }));
    await within(dialog).findByRole('alert');
    for (const label of required) {
      const control = within(dialog).getByLabelText(label);
      expect(control, label).toBeInvalid();
      expect(control).toHaveAccessibleDescription(`${label} is required`);
    }
    for (const label of ['Address', 'Issue'])
      expect(within(dialog).getByLabelText(label)).toBeValid();
  });

  it('says under Age what range it takes when the age is out of range, and names it nowhere as missing', async () => {
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Age'), { target: { value: '150' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Client' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Required fields are missing: Name, Email, Phone, Gender, Nutritionist, Next session, Plan\.$/,
    );
    expect(within(dialog).getByLabelText('Age')).toHaveAccessibleDescription(
      'Age must be between 2 and 120',
    );
  });

  it('asks which language she reads, English first, and sends the one chosen for her welcome email', async () => {
    const sent = recordCalls('post', '/client/add', {
      name: 'Joel Mathew',
      email: 'joel@x.test',
      temporaryPassword: 'Tmp-1234-abcd',
    });
    const dialog = await openDialog();
    const language = within(dialog).getByLabelText('Language');
    expect(language).toHaveValue('en');
    expect(within(language).getByRole('option', { name: 'हिंदी' })).toHaveAttribute('lang', 'hi');
    fillEveryField(dialog);
    fireEvent.change(language, { target: { value: 'hi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Client' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Joel Mathew', language: 'hi' });
  });

  it('puts the server’s refusal of a missing plan under Plan, with the summary naming it', async () => {
    answer(
      'post',
      '/client/add',
      {
        message: 'Required fields are missing.',
        code: 'VALIDATION_FAILED',
        details: [{ path: 'plan', message: 'Plan is required' }],
      },
      { status: 400 },
    );
    const dialog = await openDialog();
    fillEveryField(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Client' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Plan')).toHaveAccessibleDescription('Plan is required'),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      /^Required fields are missing: Plan\.$/,
    );
  });

  it('names the fields still missing in its summary, and drops each one once it is filled', async () => {
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Joel Mathew' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'joel@x.test' } });
    fireEvent.change(within(dialog).getByLabelText('Age'), { target: { value: '41' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Client' }));
    const summary = await within(dialog).findByRole('alert');
    expect(summary).toHaveTextContent(
      /^Required fields are missing: Phone, Gender, Nutritionist, Next session, Plan\.$/,
    );
    fireEvent.change(within(dialog).getByLabelText('Plan'), { target: { value: 'Diabetes' } });
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '9847011111' } });
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        /^Required fields are missing: Gender, Nutritionist, Next session\.$/,
      ),
    );
  });

  it('says the form has errors, naming nothing missing, when every field is filled but one is wrong', async () => {
    const dialog = await openDialog();
    fillEveryField(dialog, { Age: '150' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Client' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Please fix the form errors$/,
    );
    expect(within(dialog).getByText('Age must be between 2 and 120')).toBeInTheDocument();
  });
});
