import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { nutritionistCard } from '#web-test/fixtures/records.ts';
import { NutritionistProfile } from './nutritionist-profile-form.tsx';

startMockApi();

// The page gives the password dialog (auth's, tested there); here it only has to open.
const show = () =>
  renderScreen(
    <NutritionistProfile
      me={4}
      passwordDialog={({ email }) => <p>Password dialog for {email}</p>}
    />,
    { role: 'nutritionist' },
  );

describe('the nutritionist’s Profile screen', () => {
  it('says it is loading while her record is on its way', async () => {
    neverAnswer('get', '/nuts/id');
    show();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });

  it('says her data was not found when the answer holds no record', async () => {
    answer('get', '/nuts/id', []);
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nutritionist data not found');
  });

  it('says the data failed to load when the server fails', async () => {
    fail('get', '/nuts/id');
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch data. Please try again.',
    );
  });

  it('fills the form with her saved record, and says why an experience of -1 is refused', async () => {
    answer('get', '/nuts/id', [
      nutritionistCard({ specialty: '', experience: 8, qualifications: ['MSc Nutrition'] }),
    ]);
    show();
    expect(await screen.findByLabelText('Name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Experience (years)')).toHaveValue(8);
    expect(screen.getByText('MSc Nutrition')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Experience (years)'), { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Experience must be between 0 and 70 years.'),
    ).toBeInTheDocument();
  });

  it('opens the password dialog for her email on Update Password', async () => {
    answer('get', '/nuts/id', [nutritionistCard()]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Update Password' }));
    expect(screen.getByText('Password dialog for asha@nourishwell.test')).toBeInTheDocument();
  });
});
