import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { answer, fail, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { AssessmentsSection } from './assessments-section.tsx';

startMockApi();

const as = (screenUnderTest: ReactNode) => renderScreen(screenUnderTest, { role: 'nutritionist' });

describe('her client’s assessments', () => {
  const show = () => as(<AssessmentsSection clientId={7} />);

  it('lists every stored version, newest first, and opens the assessment with her chosen', async () => {
    answer('get', '/nuts/clientassessment/history', [
      {
        id: 3,
        createdAt: '2026-11-10T06:00:00.000Z',
        nutritionistId: 4,
        nutritionistName: 'Asha Rao',
      },
      {
        id: 1,
        createdAt: '2026-09-01T06:00:00.000Z',
        nutritionistId: null,
        nutritionistName: null,
      },
    ]);
    show();
    const list = await screen.findByRole('list', { name: 'Assessment history' });
    const [latest, first] = within(list).getAllByRole('listitem');
    expect(latest).toHaveTextContent('(latest)');
    expect(latest).toHaveTextContent('Asha Rao');
    expect(first).toHaveTextContent('Former nutritionist');
    expect(screen.getByRole('link', { name: 'Open assessment' })).toHaveAttribute(
      'href',
      '/dashboard/nutritionist/clientassessment?client=7',
    );
  });

  it('says there is no assessment yet', async () => {
    answer('get', '/nuts/clientassessment/history', []);
    show();
    expect(await screen.findByText('No assessment yet.')).toBeVisible();
  });

  it('says the assessments failed to load', async () => {
    fail('get', '/nuts/clientassessment/history');
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the assessments. Please try again later.',
    );
  });
});
