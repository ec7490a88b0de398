import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mealPlanMessages } from '@nourishwell/shared';
import { renderScreen, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { targets } from '#web-test/fixtures/meal-plan-records.ts';
import { TargetsPanel } from './targets-panel.tsx';
import { missingText } from './targets-suggestion.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startMockApi();

const show = (data = targets) =>
  renderScreen(<TargetsPanel clientId={7} data={data} />, { role: 'nutritionist' });

const field = (name: string) => screen.getByRole('spinbutton', { name });

/** Save targets answers the saved targets and keeps what each save sent. */
const saveTargets = () => recordCalls('put', '/clients/7/targets', targets);

describe('her daily targets', () => {
  it('says what her profile lacks for a suggestion', () => {
    expect(missingText(['age'])).toBe('Add her age in her profile to get a suggestion.');
    show({ ...targets, targets: null, basis: null, missing: ['age', 'height'] });
    expect(
      screen.getByText('Add her age and height in her profile to get a suggestion.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suggest' })).toBeDisabled();
    expect(screen.getByText(/No targets yet/)).toBeInTheDocument();
  });

  it('puts the suggestion in the fields with one click on Suggest, so Save targets right after saves it', async () => {
    const sent = saveTargets();
    show({ ...targets, targets: null });
    fireEvent.change(screen.getByLabelText('Activity'), { target: { value: 'moderate' } });
    fireEvent.change(screen.getByLabelText('Goal'), { target: { value: 'keep' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suggest' }));
    const suggestion = screen.getByRole('region', { name: 'Suggested targets' });
    // 10 × 62 + 6.25 × 160 − 5 × 29 − 161 = 1,314; × 1.55 = 2,036.7 → 2,040 kcal
    expect(suggestion).toHaveTextContent('= 1,314 kcal');
    expect(suggestion).toHaveTextContent('× 1.55 for activity');
    expect(field('Energy (kcal)')).toHaveValue(2040);
    expect(field('Protein (g)')).toHaveValue(62);
    fireEvent.click(screen.getByRole('button', { name: 'Save targets' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(mealPlanMessages.targetsSaved));
    expect(screen.queryByText(mealPlanMessages.kcalRange)).toBeNull();
    expect(sent[0]).toMatchObject({ kcal: 2040, protein: 62, activity: 'moderate', goal: 'keep' });
  });

  it('puts a suggestion in grams even while she gives the others as % of energy', () => {
    show();
    fireEvent.click(screen.getByRole('checkbox', { name: /as % of energy/ }));
    fireEvent.change(screen.getByLabelText('Activity'), { target: { value: 'moderate' } });
    fireEvent.change(screen.getByLabelText('Goal'), { target: { value: 'keep' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suggest' }));
    expect(screen.getByRole('checkbox', { name: /as % of energy/ })).not.toBeChecked();
    expect(field('Protein (g)')).toHaveValue(62);
  });

  it('takes protein, carbohydrate and fat as % of energy and sends grams', async () => {
    const sent = saveTargets();
    show();
    fireEvent.click(screen.getByRole('checkbox', { name: /as % of energy/ }));
    // 60 g × 4 kcal of 1,500 kcal = 16 %.
    expect(field('Protein (% of energy)')).toHaveValue(16);
    fireEvent.change(field('Fat (% of energy)'), { target: { value: '30' } });
    expect(screen.getByText('= 50 g')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save targets' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(mealPlanMessages.targetsSaved));
    expect(sent[0]).toMatchObject({ kcal: 1500, fat: 50, protein: 60, activity: 'light' });
  });

  it('asks for the energy before protein, carbohydrate and fat can be given as % of it', async () => {
    const sent = saveTargets();
    show({ ...targets, targets: null });
    fireEvent.change(field('Protein (g)'), { target: { value: '60' } });
    const asShare = screen.getByRole('checkbox', { name: /as % of energy/ });
    // Without energy there is nothing to take a share of: 60 g must not turn into 60 %.
    expect(asShare).toBeDisabled();
    expect(screen.getByText('Enter the energy first to give them as % of it.')).toBeInTheDocument();
    fireEvent.change(field('Energy (kcal)'), { target: { value: '1500' } });
    expect(asShare).toBeEnabled();
    fireEvent.change(field('Carbohydrate (g)'), { target: { value: '200' } });
    fireEvent.change(field('Fat (g)'), { target: { value: '50' } });
    fireEvent.change(field('Fibre (g)'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save targets' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(mealPlanMessages.targetsSaved));
    expect(sent[0]).toMatchObject({ kcal: 1500, protein: 60, carbs: 200, fat: 50 });
  });

  it('sends the grams she had when she only switches to % and back or saves unchanged', async () => {
    const sent = saveTargets();
    show();
    const asShare = screen.getByRole('checkbox', { name: /as % of energy/ });
    fireEvent.click(asShare);
    // 190 g × 4 kcal of 1,500 kcal is 50.7 %, shown as 51 %; 51 % would be 191 g.
    expect(field('Carbohydrate (% of energy)')).toHaveValue(51);
    expect(screen.getByText('= 190 g')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save targets' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ protein: 60, carbs: 190, fat: 45 });
    fireEvent.click(asShare);
    expect(field('Carbohydrate (g)')).toHaveValue(190);
  });

  it('says the shared range message for an energy target out of range', async () => {
    show();
    fireEvent.change(field('Energy (kcal)'), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save targets' }));
    expect(await screen.findByText(mealPlanMessages.kcalRange)).toBeInTheDocument();
  });
});
