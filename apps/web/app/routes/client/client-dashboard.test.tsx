import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { booking, tuesdayMorning } from '#web-test/fixtures/booking-records.ts';
import { answer, fail, neverAnswer, renderScreen, startMockApi } from '#web-test/screen.tsx';
import { I18nProvider } from '#web/lib/i18n/i18n.tsx';
import { ClientDashboard } from './client-dashboard.tsx';
import { dal, planWeek, roti } from '#web-test/fixtures/plan-week-records.ts';
import { assignedNutritionist, newClient } from '#web-test/fixtures/portal-records.ts';

startMockApi();

const email = 'client@nourishwell.test';
const show = () => renderScreen(<ClientDashboard email={email} />, { role: 'client', email });

describe('the client dashboard', () => {
  it('says it is loading while her record is on its way', async () => {
    neverAnswer('get', '/client/email');
    show();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading dashboard...');
  });

  it('shows a new client with no plan, nutritionist, weights or meals what is not set yet', async () => {
    answer('get', '/client/email', [newClient()]);
    answer('get', '/bookings', []);
    answer('get', '/clients/7/measurements', []);
    answer('get', '/clients/7/meal-plan', planWeek({}));
    show();
    expect(await screen.findByText('Welcome, Meera Shah')).toBeInTheDocument();
    expect(screen.getByText('Your nutritionist will set your plan soon.')).toBeInTheDocument();
    expect(screen.getByText('Not Assigned')).toBeInTheDocument();
    expect(
      await screen.findByText('No progress data available, Contact Nutritionist.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('No Meal Plans available, Contact Nutritionist.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Nutritionist' })).toBeDisabled();
  });

  it('greets her and names her cards in Hindi when Hindi is her language', async () => {
    answer('get', '/client/email', [newClient()]);
    answer('get', '/bookings', []);
    answer('get', '/clients/7/measurements', []);
    answer('get', '/clients/7/meal-plan', planWeek({}));
    renderScreen(
      <I18nProvider locale="hi">
        <ClientDashboard email={email} />
      </I18nProvider>,
      { role: 'client', email },
    );
    expect(await screen.findByText('नमस्ते, Meera Shah')).toBeInTheDocument();
    expect(screen.getByText('आपके न्यूट्रिशनिस्ट जल्द ही आपकी योजना बनाएंगे।')).toBeInTheDocument();
    expect(screen.getByText('अगला सेशन')).toBeInTheDocument();
    expect(screen.getByText('अभी तय नहीं')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'न्यूट्रिशनिस्ट से बात करें' })).toBeDisabled();
  });

  it('says the dashboard failed and offers Retry when the server fails', async () => {
    fail('get', '/client/email');
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load dashboard data. Please refresh the page or try again later.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  describe('her weekly meal plan', () => {
    const signedIn = () => {
      answer('get', '/client/email', [newClient({ assignedNutritionist })]);
      answer('get', '/bookings', []);
      answer('get', '/clients/7/measurements', []);
    };
    const mealPlan = () => screen.findByRole('region', { name: 'Weekly Meal Plan' });

    it('says it is loading while her week is on its way', async () => {
      signedIn();
      neverAnswer('get', '/clients/7/meal-plan');
      show();
      const card = await mealPlan();
      expect(within(card).getByRole('status')).toHaveTextContent('Loading meal plan…');
    });

    it('opens on today with its portions and the day’s totals against her targets', async () => {
      signedIn();
      const week = planWeek({
        Monday: { lunch: { items: [roti(2), dal()] } },
        Tuesday: { lunch: { items: [roti(2), dal()] } },
        Wednesday: { lunch: { items: [roti(2), dal()] } },
        Thursday: { lunch: { items: [roti(2), dal()] } },
        Friday: { lunch: { items: [roti(2), dal()] } },
        Saturday: { lunch: { items: [roti(2), dal()] } },
        Sunday: { lunch: { items: [roti(2), dal()] } },
      });
      answer('get', '/clients/7/meal-plan', week);
      show();
      const card = await mealPlan();
      const lunch = await within(card).findByRole('region', { name: 'Lunch' });
      expect(lunch).toHaveTextContent(/2 roti \(80 g\)\s*240 kcal/);
      expect(within(card).getByRole('tab', { selected: true })).toHaveAccessibleName(/\(today\)/);
      expect(within(card).getByRole('list', { name: /against targets/ })).toHaveTextContent(
        /Energy\s*414 \/ 1,800 kcal\s*below target/,
      );
    });

    it('says there is no plan when her week has no meals', async () => {
      signedIn();
      answer('get', '/clients/7/meal-plan', planWeek({}));
      show();
      const card = await mealPlan();
      expect(
        await within(card).findByText('No Meal Plans available, Contact Nutritionist.'),
      ).toBeVisible();
    });

    it('says the dashboard failed in the meal plan card and loads the week again on Retry', async () => {
      signedIn();
      fail('get', '/clients/7/meal-plan');
      show();
      const card = await mealPlan();
      expect(await within(card).findByRole('alert')).toHaveTextContent(
        'Failed to load dashboard data. Please refresh the page or try again later.',
      );
      answer('get', '/clients/7/meal-plan', planWeek({ Monday: { lunch: { items: [dal()] } } }));
      fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
      expect(await within(card).findAllByRole('tab')).toHaveLength(7);
    });
  });

  describe('her next appointment', () => {
    afterEach(() => vi.useRealTimers());
    const session = booking('2026-11-24T04:45:00Z');
    const signedIn = () => {
      answer('get', '/client/email', [newClient({ assignedNutritionist })]);
      answer('get', '/bookings', [session]);
      answer('get', '/clients/7/measurements', []);
      answer('get', '/clients/7/meal-plan', planWeek({}));
    };

    it('shows Join in the session’s window and the way to book or change it', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T04:36:00Z') });
      signedIn();
      show();
      const join = await screen.findByRole('link', { name: /^Join/ });
      expect(join).toHaveAttribute('href', session.videoUrl);
      expect(screen.getByRole('link', { name: 'Book or change' })).toHaveAttribute(
        'href',
        '/dashboard/client/book',
      );
    });

    it('keeps Join hidden before the window and makes Schedule G-Meet open the session’s room', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: tuesdayMorning });
      signedIn();
      show();
      expect(await screen.findByText('Join opens 10 minutes before')).toBeVisible();
      expect(screen.queryByRole('link', { name: /^Join/ })).toBeNull();
      expect(screen.getByRole('link', { name: /Schedule G-Meet/ })).toHaveAttribute(
        'href',
        session.videoUrl,
      );
    });

    it('sends Schedule G-Meet to the booking page when no session is booked', async () => {
      answer('get', '/client/email', [newClient({ assignedNutritionist })]);
      answer('get', '/bookings', []);
      answer('get', '/clients/7/measurements', []);
      answer('get', '/clients/7/meal-plan', planWeek({}));
      show();
      expect(await screen.findByRole('link', { name: /Schedule G-Meet/ })).toHaveAttribute(
        'href',
        '/dashboard/client/book',
      );
    });
  });
});
