import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FOOD_SOURCE_CITATIONS } from '@nourishwell/shared';
import { foodDetail, hotTeaDetail, practiceFood } from '#web-test/fixtures/food-records.ts';
import { answer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { FoodDetailDialog } from './food-detail-dialog.tsx';

startMockApi();

async function open(id: number, name: string) {
  renderScreen(<FoodDetailDialog id={id} onClose={vi.fn()} />, { role: 'nutritionist' });
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByText('Source');
  return dialog;
}

describe('a food’s details', () => {
  it('say an IFCT food is raw, cite IFCT 2017 and give the names people use and the practice’s', async () => {
    answer('get', '/foods/41', foodDetail({ practiceNames: ['tuvar'] }));
    const dialog = await open(41, 'Red gram, dal');
    expect(dialog).toHaveTextContent('Raw or as servedRaw');
    expect(dialog).toHaveTextContent('SourceIFCT 2017');
    expect(dialog).toHaveTextContent('IFCT 2017 codeB020');
    expect(dialog).toHaveTextContent(FOOD_SOURCE_CITATIONS.ifct);
    expect(dialog).not.toHaveTextContent('Figures as served');
    expect(dialog).toHaveTextContent('Also calledtoor dal, arhar dal');
    expect(dialog).toHaveTextContent('The practice’s namestuvar');
    expect(dialog).not.toHaveTextContent('Set by the practice');
    expect(within(dialog).getByRole('button', { name: 'Change names and diet' })).toBeVisible();
  });

  it('say a databank dish is as served, cite INDB with how its figures are given, and who set its diet', async () => {
    answer('get', '/foods/620', hotTeaDetail({ diet: 'veg', dietSetByPractice: true }));
    const dialog = await open(620, 'Hot tea (Garam Chai)');
    expect(dialog).toHaveTextContent('Raw or as servedAs served');
    expect(dialog).toHaveTextContent('SourceIndian Nutrient Databank (INDB)');
    expect(dialog).toHaveTextContent('INDB codeASC001');
    expect(dialog).toHaveTextContent(
      `${FOOD_SOURCE_CITATIONS.indb} Figures as served, per 100 g and per serving.`,
    );
    expect(dialog).toHaveTextContent('DietVegSet by the practice');
    expect(dialog).toHaveTextContent('Also calledchai, tea, चाय');
    expect(dialog).toHaveTextContent('The practice’s namesNone yet');
    expect(dialog).toHaveTextContent('1 tea cup = 210 g. The serving is the databank’s own');
    expect(dialog).not.toHaveTextContent('Scientific name');
  });

  it('say a practice food is the practice’s own, with no citation and nothing to change here', async () => {
    answer('get', '/foods/905', practiceFood());
    const dialog = await open(905, 'Ragi biscuits');
    expect(dialog).toHaveTextContent('SourcePractice food, added by Asha Rao');
    expect(dialog).toHaveTextContent('Raw or as servedAs served');
    expect(dialog).not.toHaveTextContent(FOOD_SOURCE_CITATIONS.ifct);
    expect(dialog).not.toHaveTextContent('Also called');
    expect(within(dialog).queryByRole('button', { name: 'Change names and diet' })).toBeNull();
  });
});
