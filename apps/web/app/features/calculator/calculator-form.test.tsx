import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { calculatorMessages } from '@nourishwell/shared';
import { CalculatorForm } from './calculator-form.tsx';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderForm() {
  render(
    <MemoryRouter>
      <CalculatorForm />
    </MemoryRouter>,
  );
}

describe('the BMI and BMR calculator', () => {
  it('gives the BMI with its band and article', async () => {
    renderForm();
    fill('Height (cm)', '170');
    fill('Weight (kg)', '80');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate BMI' }));
    expect(await screen.findByText('Overweight')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn more about your condition' })).toHaveAttribute(
      'href',
      '/blogs/4',
    );
  });

  it('says the first value out of range, and starts over when switched to BMR', async () => {
    renderForm();
    fill('Height (cm)', '170');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate BMI' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(calculatorMessages.weight);
    fireEvent.click(screen.getByLabelText('BMR'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Height (cm)')).toHaveValue(170);
    fireEvent.click(screen.getByRole('button', { name: 'Calculate BMR' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(calculatorMessages.age);
  });

  it('gives the BMR by Mifflin–St Jeor', async () => {
    renderForm();
    fireEvent.click(screen.getByLabelText('BMR'));
    fill('Age (years)', '30');
    fireEvent.click(screen.getByLabelText('male'));
    fill('Height (cm)', '180');
    fill('Weight (kg)', '80');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate BMR' }));
    expect(await screen.findByText('1,780 kcal')).toBeInTheDocument();
  });
});
