import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { meera } from '#web-test/fixtures/meal-plan-records.ts';
import { AssessmentPage } from './assessment-page.tsx';

startMockApi();

const show = () => renderScreen(<AssessmentPage me={4} />, { role: 'nutritionist' });

describe('the Assessment screen', () => {
  it('says her clients are loading in the client picker', async () => {
    neverAnswer('get', '/client/byNutId');
    show();
    expect(await screen.findByRole('option', { name: 'Loading clients…' })).toBeInTheDocument();
  });

  it('asks her to choose a client before any assessment is shown', async () => {
    answer('get', '/client/byNutId', []);
    show();
    expect(await screen.findByRole('option', { name: 'Select a client' })).toBeInTheDocument();
    expect(screen.getByText('Select a client to see their assessments.')).toBeInTheDocument();
  });

  it('says the client list failed when the server fails', async () => {
    fail('get', '/client/byNutId');
    show();
    expect(
      await screen.findByText('Failed to load client data. Please try again.'),
    ).toBeInTheDocument();
  });

  it('opens with the client the address names (?client=id) and links to her record', async () => {
    answer('get', '/client/byNutId', [meera]);
    answer('get', '/nuts/clientassessment', []);
    answer('get', '/nuts/clientassessment/history', []);
    renderScreen(<AssessmentPage me={4} />, { role: 'nutritionist', route: '/?client=7' });
    expect(await screen.findByRole('link', { name: 'Meera Iyer' })).toHaveAttribute(
      'href',
      '/dashboard/nutritionist/clients/7',
    );
    expect(screen.getByLabelText('Client')).toHaveDisplayValue(
      'Meera Iyer (meera@nourishwell.test)',
    );
  });

  it('prefills the fields her assessment leaves empty from her intake form, and says so beside each', async () => {
    answer('get', '/client/byNutId', [meera]);
    answer('get', '/nuts/clientassessment', []);
    answer('get', '/nuts/clientassessment/history', []);
    const note = 'From her intake form “New client intake”, 1 Mar 2026';
    const usePrefill = (clientId: number) => ({
      pending: false,
      prefill: clientId === 7 ? { fields: { weight: '72.4', sleep: '6 hours' }, note } : null,
    });
    renderScreen(<AssessmentPage me={4} usePrefill={usePrefill} />, {
      role: 'nutritionist',
      route: '/?client=7',
    });
    expect(await screen.findByLabelText('Weight (kg)')).toHaveDisplayValue('72.4');
    expect(screen.getByLabelText('Weight (kg)')).toHaveAccessibleDescription(note);
    expect(screen.getByLabelText('Height (cm)')).toHaveDisplayValue('');
  });
});
