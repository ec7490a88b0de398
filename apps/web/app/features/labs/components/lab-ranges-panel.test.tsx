import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LAB_TESTS, type LabSetting } from '@nourishwell/shared';
import {
  answer,
  apiServer,
  fail,
  neverAnswer,
  renderScreen,
  startMockApi,
} from '#web-test/screen.tsx';
import { LabRangesPanel } from './lab-ranges-panel.tsx';

startMockApi();

const settings: LabSetting[] = [
  { code: 'hba1c', unit: '%', ranges: LAB_TESTS.hba1c.ranges, retestDays: 90, edited: false },
  {
    code: 'hdl',
    unit: 'mg/dL',
    ranges: [{ sex: 'Female', low: 45, high: null }],
    retestDays: null,
    edited: true,
  },
];
const show = () => renderScreen(<LabRangesPanel />, { role: 'admin' });

describe('the admin’s lab ranges', () => {
  it('says they are loading, and that they failed', async () => {
    neverAnswer('get', '/admin/lab-tests');
    const first = show();
    expect(await screen.findByText('Loading lab ranges…')).toBeVisible();
    first.unmount();
    fail('get', '/admin/lab-tests');
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The lab ranges could not be loaded.',
    );
  });

  it('lists each test with its ranges in words and its retest interval, a changed one with Reset', async () => {
    answer('get', '/admin/lab-tests', settings);
    show();
    const hdl = await screen.findByRole('row', { name: /HDL cholesterol/ });
    expect(hdl).toHaveTextContent('Women: 45 or more');
    expect(hdl).toHaveTextContent('No reminder');
    expect(within(hdl).getByText('Changed')).toBeVisible();
    const hba1c = screen.getByRole('row', { name: /HbA1c/ });
    expect(hba1c).toHaveTextContent('Anyone: 4–5.6');
    expect(hba1c).toHaveTextContent('90 days');
    expect(within(hba1c).queryByRole('button', { name: /Reset/ })).toBeNull();
  });

  it('saves an edited range, and refuses a low above the high before sending', async () => {
    answer('get', '/admin/lab-tests', settings);
    let sent: unknown;
    apiServer.use(
      http.put('*/api/admin/lab-tests/hba1c', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(settings[0]);
      }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the ranges of HbA1c' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Low'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'low must be below its high',
    );
    fireEvent.change(within(dialog).getByLabelText('Low'), { target: { value: '4.2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual({ ranges: [{ sex: 'any', low: 4.2, high: 5.6 }], retestDays: 90 }),
    );
  });
});
