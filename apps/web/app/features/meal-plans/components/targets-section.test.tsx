import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { targets } from '#web-test/fixtures/meal-plan-records.ts';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { TargetsSection } from './targets-section.tsx';

startMockApi();

const as = (screenUnderTest: ReactNode) => renderScreen(screenUnderTest, { role: 'nutritionist' });

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
