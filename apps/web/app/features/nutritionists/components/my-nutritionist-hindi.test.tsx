import { configure, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { assignedNutritionist } from '#web-test/fixtures/portal-records.ts';
import { answer, fail, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { MyNutritionist } from './my-nutritionist.tsx';
import { NutritionistCard } from './nutritionist-card.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startMockApi();
configure({ asyncUtilTimeout: 5000 });

const email = 'client@nourishwell.test';
const inHindi = (screenUnderTest: ReactNode) =>
  renderScreen(<I18nProvider locale="hi">{screenUnderTest}</I18nProvider>, {
    role: 'client',
    email,
  });
const asha = { ...assignedNutritionist, qualifications: ['M.Sc. Nutrition'] };

describe('My Nutritionist in Hindi', () => {
  it('names her details, how to reach her and the rating in Hindi', async () => {
    answer('get', '/client/nut', [asha]);
    answer('get', '/nuts/rating', [{ rating: 3 }]);
    inHindi(<MyNutritionist email={email} meetLink={null} />);
    expect(await screen.findByText('8 साल का अनुभव')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Asha Rao' })).toBeVisible();
    expect(screen.getByText('अभी कोई परिचय नहीं।')).toBeVisible();
    expect(screen.getAllByText('नहीं दिया गया')).toHaveLength(2);
    const details = screen.getByRole('region', { name: 'जानकारी' });
    expect(details).toHaveTextContent('विशेषज्ञता');
    expect(details).toHaveTextContent('8 साल');
    expect(details).toHaveTextContent('योग्यताएँM.Sc. Nutrition');
    expect(screen.getByRole('region', { name: 'संपर्क' })).toBeVisible();
    const rating = screen.getByRole('region', { name: 'अपने न्यूट्रिशनिस्ट को रेटिंग दें' });
    expect(await within(rating).findByText('आपकी रेटिंग: 5 में से 3')).toBeVisible();
    expect(within(rating).getByRole('radio', { name: '5 में से 3 रेटिंग दें' })).toBeChecked();
    expect(within(rating).getByRole('button', { name: 'रेटिंग भेजें' })).toBeDisabled();
  });

  it('says in Hindi that no nutritionist is assigned yet', async () => {
    answer('get', '/client/nut', []);
    inHindi(<MyNutritionist email={email} meetLink={null} />);
    expect(await screen.findByText('अभी आपके लिए कोई न्यूट्रिशनिस्ट तय नहीं है।')).toBeVisible();
  });

  it('says in Hindi that her contact details did not load', async () => {
    fail('get', '/client/nut');
    inHindi(<MyNutritionist email={email} meetLink={null} />);
    expect(
      await screen.findByText('संपर्क की जानकारी नहीं मिल सकी। कृपया फिर से कोशिश करें।'),
    ).toHaveAttribute('role', 'alert');
    expect(toast.error).toHaveBeenLastCalledWith('न्यूट्रिशनिस्ट की जानकारी नहीं खुल सकी');
  });
});

describe('her nutritionist’s card on the dashboard, in Hindi', () => {
  it('says who looks after her and offers her profile in Hindi', async () => {
    inHindi(<NutritionistCard nutritionist={asha} meetLink={null} />);
    expect(await screen.findByRole('heading', { name: 'आपके न्यूट्रिशनिस्ट' })).toBeVisible();
    expect(screen.getByText('8 साल का अनुभव')).toBeVisible();
    expect(screen.getByRole('link', { name: 'प्रोफ़ाइल देखें' })).toHaveAttribute(
      'href',
      '/dashboard/client/nutritionist',
    );
  });

  it('says in Hindi when she has no nutritionist', async () => {
    inHindi(<NutritionistCard nutritionist={null} meetLink={null} />);
    expect(await screen.findByText('अभी आपके लिए कोई न्यूट्रिशनिस्ट तय नहीं है।')).toBeVisible();
  });
});
