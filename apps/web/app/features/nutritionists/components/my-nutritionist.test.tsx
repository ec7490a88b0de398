import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { MyNutritionist } from './my-nutritionist.tsx';
import { assignedNutritionist } from '#web-test/fixtures/portal-records.ts';

startMockApi();

const email = 'client@nourishwell.test';
// The page passes in the link to her next session's room (scheduling's, tested there).
const show = () =>
  renderScreen(<MyNutritionist email={email} meetLink={null} />, { role: 'client', email });

describe('the My Nutritionist screen', () => {
  it('says it is loading while her nutritionist is on its way', async () => {
    neverAnswer('get', '/client/nut');
    show();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your nutritionist...');
  });

  it('says no nutritionist is assigned when she has none', async () => {
    answer('get', '/client/nut', []);
    show();
    expect(await screen.findByText('No nutritionist assigned to you yet.')).toBeInTheDocument();
  });

  it('shows her nutritionist and invites a first rating', async () => {
    answer('get', '/client/nut', [assignedNutritionist]);
    answer('get', '/nuts/rating', []);
    show();
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(await screen.findByText('You have not rated yet.')).toBeInTheDocument();
  });

  it('says the contact details failed and offers Retry when the server fails', async () => {
    fail('get', '/client/nut');
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to fetch contact information. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
