import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { sessionNote } from '#web-test/client-record.ts';
import { measurement, weekEntry } from '#web-test/measurement-records.ts';
import { targets } from '#web-test/meal-plan-records.ts';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { AssessmentsSection, SessionNotesSection } from './history-sections.tsx';
import { MeasurementsSection } from './measurements-section.tsx';
import { TargetsSection } from './targets-section.tsx';

startMockApi();

const as = (screenUnderTest: ReactNode) => renderScreen(screenUnderTest, { role: 'nutritionist' });

describe('her client’s weight and measurements', () => {
  const show = () => as(<MeasurementsSection clientId={7} />);

  it('says they are loading while they are on their way', async () => {
    neverAnswer('get', '/clients/7/measurements');
    show();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading measurements…');
  });

  it('says they failed to load and offers Retry', async () => {
    fail('get', '/clients/7/measurements');
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load measurements. Please try again later.',
    );
  });

  it('says none are recorded yet', async () => {
    answer('get', '/clients/7/measurements', []);
    show();
    expect(await screen.findByText('No measurements recorded yet.')).toBeVisible();
  });

  it('charts them and lists every entry newest first, a Week entry at the date it was saved', async () => {
    answer('get', '/clients/7/measurements', [
      weekEntry(1, '2026-10-03', 72.4),
      measurement('2026-11-20', 70, { waistCm: 81 }),
    ]);
    show();
    const table = await screen.findByRole('table', { name: 'Measurement entries' });
    const [, newest, oldest] = within(table).getAllByRole('row');
    expect(newest).toHaveTextContent('20 Nov 2026');
    expect(oldest).toHaveTextContent('3 Oct 2026Week 1');
    expect(screen.getByRole('tab', { name: 'Weight (kg)' })).toBeVisible();
    expect(screen.getByLabelText('Period')).toBeVisible();
  });
});

describe('her client’s session notes', () => {
  const show = () => as(<SessionNotesSection clientId={7} />);

  it('says there are no completed sessions yet', async () => {
    answer('get', '/clients/7/sessions', []);
    show();
    expect(await screen.findByText('No completed sessions yet.')).toBeVisible();
  });

  it('says they failed to load and offers Retry', async () => {
    fail('get', '/clients/7/sessions');
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the session notes. Please try again later.',
    );
  });

  it('lists each completed session with its notes and who held it, newest first', async () => {
    answer('get', '/clients/7/sessions', [
      sessionNote('2026-11-15T06:00:00.000Z', 'Reviewed the plan.\nMore water.'),
      sessionNote('2026-10-01T06:00:00.000Z', null),
    ]);
    show();
    const list = await screen.findByRole('list', { name: 'Completed sessions' });
    const [latest, first] = within(list).getAllByRole('listitem');
    expect(latest).toHaveTextContent('Asha Rao');
    expect(latest).toHaveTextContent('Reviewed the plan. More water.', {
      normalizeWhitespace: true,
    });
    expect(first).toHaveTextContent('No notes written.');
  });
});

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

describe('her client’s daily targets', () => {
  const show = () => as(<TargetsSection clientId={7} />);

  it('shows the targets and who set them when', async () => {
    answer('get', '/clients/7/targets', targets);
    show();
    expect((await screen.findByText('1,500 kcal')).parentElement).toHaveTextContent(
      '1,500 kcal · Protein 60 g · Carbohydrate 190 g · Fat 45 g · Fibre 25 g',
    );
    expect(screen.getByText('Set by Asha Rao on 20 Nov 2026')).toBeVisible();
  });

  it('says none are set yet and where to set them', async () => {
    answer('get', '/clients/7/targets', { ...targets, targets: null, setBy: null, setAt: null });
    show();
    expect(
      await screen.findByRole('link', { name: 'Set them in the meal-plan builder' }),
    ).toHaveAttribute('href', '/dashboard/nutritionist/clients/7/meal-plan');
  });
});
