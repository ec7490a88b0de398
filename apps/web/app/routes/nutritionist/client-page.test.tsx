import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { journalWeek, tracking } from '#web-test/fixtures/client-record.ts';
import { emptyPlan, meera, targets } from '#web-test/fixtures/meal-plan-records.ts';
import { ClientPage } from './client-page.tsx';

startMockApi();

/** Every read of her record answers: an empty week, no habits, nothing recorded yet. */
function answerRecord() {
  answer('get', '/client/byNutId', [meera]);
  answer('get', '/clients/7/targets', targets);
  answer('get', '/clients/7/tracking', tracking());
  answer('get', '/clients/7/journal', journalWeek());
  answer('get', '/clients/7/measurements', []);
  answer('get', '/client/goal', []);
  answer('get', '/clients/7/meal-plan', emptyPlan);
  answer('get', '/clients/7/sessions', []);
  answer('get', '/clients/7/session-notes', []);
  answer('get', '/clients/7/outcome-reports', []);
  answer('get', '/nuts/clientassessment/history', []);
  answer('get', '/clients/7/labs', { trends: [], homaIr: [], reports: [] });
  answer('get', '/intake-forms', []);
  answer('get', '/clients/7/intake-sends', []);
}

const show = () => renderScreen(<ClientPage me={4} clientId={7} />, { role: 'nutritionist' });

describe('the client page of one of her clients', () => {
  it('says it is loading while her caseload is on its way', async () => {
    neverAnswer('get', '/client/byNutId');
    show();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading client…');
  });

  it('says the client is not hers when her caseload does not hold them', async () => {
    answer('get', '/client/byNutId', []);
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Client not found. This client is not on your list.',
    );
  });

  it('says the client data failed and offers Retry when the server fails', async () => {
    fail('get', '/client/byNutId');
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load client data. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('links to the client’s meal-plan builder from her meal plan, and to the chat with her', async () => {
    answerRecord();
    show();
    expect(await screen.findByRole('link', { name: 'Open meal-plan builder' })).toHaveAttribute(
      'href',
      '/dashboard/nutritionist/clients/7/meal-plan',
    );
    expect(screen.getByRole('link', { name: 'Message Meera Iyer' })).toHaveAttribute(
      'href',
      '/dashboard/nutritionist/messages?with=7',
    );
  });

  it('shows every section of the record, each loaded on its own', async () => {
    answerRecord();
    show();
    expect(await screen.findByText(/^Nothing logged between/)).toBeVisible();
    for (const name of [
      'Daily targets',
      'Water and habits',
      'Journal',
      'Weight and measurements',
      'Lab results',
      'Goals',
      'Meal plan',
      'Session notes',
      'Assessments',
    ])
      expect(screen.getByRole('region', { name })).toBeVisible();
  });

  it('keeps the other sections when one read fails, and says which one failed', async () => {
    answerRecord();
    fail('get', '/clients/7/journal');
    show();
    const journal = await screen.findByRole('region', { name: 'Journal' });
    expect(await within(journal).findByRole('alert')).toHaveTextContent(
      'Could not load the journal. Please try again later.',
    );
    expect(await screen.findByText('No completed sessions yet.')).toBeVisible();
    expect(screen.getByText('Water target: 8 glasses a day')).toBeVisible();
  });
});
