import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { islandTexts } from '#web-test/island-texts.ts';
import { answer, fail, startMockApi } from '#web-test/screen.tsx';
import { plans } from '#web/features/marketing/content/plans.ts';
import PaymentDialog from './payment-dialog.tsx';

startMockApi();
beforeEach(() => answer('get', '/packages', []));

function openInHindi(id: 'silver' | 'gold' | 'contact-sales', planName: string) {
  const plan = plans.find((one) => one.id === id);
  if (!plan) throw new Error(`the plans list has no ${id} plan`);
  render(
    <PaymentDialog
      plan={plan}
      planName={planName}
      texts={islandTexts('hi', 'pay')}
      onClose={vi.fn()}
    />,
  );
}

describe('the payment dialog in Hindi', () => {
  it('says the amount, the phone number, the button and the receipt in Hindi', () => {
    openInHindi('gold', 'Gold प्लान');
    const dialog = screen.getByRole('dialog', { name: 'Gold प्लान' });
    expect(dialog).toHaveAccessibleDescription(
      'राशि: ₹2,499। हम आपके WhatsApp / SMS पर भुगतान का लिंक भेजेंगे।',
    );
    expect(screen.getByLabelText('फ़ोन नंबर')).toHaveAttribute('placeholder', '10 अंकों का मोबाइल नंबर');
    expect(screen.getByRole('button', { name: '₹2,499 का भुगतान करें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeVisible();
    expect(
      screen.getByText(
        'भुगतान के बाद अपनी रसीद WhatsApp पर भेजें, ताकि हम उसे जाँचकर आपका प्लान शुरू कर सकें।',
      ),
    ).toBeVisible();
  });

  it('offers Silver’s upgrade to Gold in Hindi', () => {
    openInHindi('silver', 'Silver प्लान');
    expect(screen.getByRole('checkbox')).toHaveAccessibleName(
      expect.stringMatching(/^₹2,499 में Gold प्लान में अपग्रेड करें — \d+ दिनों तक/),
    );
  });

  it('asks Contact Sales for her number to agree a price, in Hindi', () => {
    openInHindi('contact-sales', 'हमारी टीम से बात करें');
    expect(screen.getByRole('dialog', { name: 'हमारी टीम से बात करें' })).toHaveAccessibleDescription(
      'अपना नंबर दें, हमारी टीम आपके साथ मिलकर प्लान और कीमत तय करेगी।',
    );
    expect(screen.getByRole('button', { name: 'तय कीमत का भुगतान करें' })).toBeVisible();
  });

  it('says a failed payment in Hindi under the phone number', async () => {
    fail('post', '/users/pay');
    openInHindi('gold', 'Gold प्लान');
    fireEvent.change(screen.getByLabelText('फ़ोन नंबर'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: '₹2,499 का भुगतान करें' }));
    expect(await screen.findByText('भुगतान नहीं हो सका, कृपया फिर से कोशिश करें')).toBeInTheDocument();
  });
});
