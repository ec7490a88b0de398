import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@nourishwell/shared';
import { islandTexts } from '#web-test/island-texts.ts';
import { fail, startMockApi } from '#web-test/screen.tsx';
import { recordCalls } from '#web-test/sent.ts';
import { ReachOutForm } from './reach-out-form.tsx';
import { SignupForm } from './signup-form.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

startMockApi();
afterEach(() => vi.clearAllMocks());

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The sign-up form as /hi/signup gives it its texts. */
function signupInHindi() {
  render(
    <MemoryRouter>
      <SignupForm texts={islandTexts('hi', 'enquiries.signup')} locale="hi" />
    </MemoryRouter>,
  );
}

/** The form in Hindi, filled in but for her state and the terms. */
function fillInHindi() {
  signupInHindi();
  fill('नाम', 'आशा');
  fill('सेहत की चिंता', 'थायरॉइड');
  fill('फ़ोन', '9876543210');
  fill('ईमेल', 'asha@example.test');
}

describe('the sign-up enquiry in Hindi', () => {
  it('names its fields, hints and choices in Hindi', () => {
    signupInHindi();
    expect(screen.getByRole('form', { name: 'साइन अप पूछताछ' })).toBeVisible();
    expect(screen.getByLabelText('नाम')).toBeVisible();
    expect(screen.getByLabelText('सेहत की चिंता')).toHaveAccessibleDescription(
      'जैसे: डायबिटीज़, थायरॉइड, PCOS, वज़न घटाना',
    );
    expect(screen.getByLabelText('फ़ोन')).toBeVisible();
    expect(screen.getByLabelText('ईमेल')).toBeVisible();
    expect(screen.getByLabelText('पसंद की भाषा')).toHaveAccessibleDescription(
      'वह भाषा जिसमें आप चाहते हैं कि आपका कोच बात करे',
    );
    const country = screen.getByLabelText('देश') as HTMLSelectElement;
    expect([...country.options].map((option) => option.textContent)).toEqual([
      'भारत',
      'भारत के बाहर',
    ]);
    const state = screen.getByLabelText('राज्य') as HTMLSelectElement;
    expect(state.options[0]?.textContent).toBe('अपना राज्य चुनें');
    expect(state.options).toHaveLength(29);
    expect(screen.getByRole('option', { name: 'केरल' })).toHaveValue('Kerala');
    expect(screen.getByRole('option', { name: 'पश्चिम बंगाल' })).toHaveValue('West Bengal');
    expect(screen.getByRole('button', { name: 'भेजें' })).toBeVisible();
  });

  it('asks for the terms and the privacy notice in Hindi, linking to them', () => {
    signupInHindi();
    expect(screen.getByRole('checkbox', { name: 'मुझे नियम और शर्तें स्वीकार हैं' })).toBeVisible();
    // Where the links lead from a Hindi page: their Hindi page once there is one.
    expect(screen.getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^(\/hi)?\/terms$/),
    );
    expect(screen.getByRole('link', { name: 'प्राइवेसी नोटिस' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^(\/hi)?\/privacy$/),
    );
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            `बॉक्स पर टिक करने का मतलब यह भी है कि आप हमारा प्राइवेसी नोटिस (संस्करण ${PRIVACY_NOTICE_VERSION}) स्वीकार करते हैं: हम यह जानकारी सिर्फ़ कोचिंग के बारे में आपसे संपर्क करने के लिए रखते हैं।`,
      ),
    ).toBeVisible();
  });

  it('sends the English names of her country and state, and thanks her in Hindi', async () => {
    const sent = recordCalls('post', '/users/sendmail', 'धन्यवाद, आशा!');
    fillInHindi();
    fill('राज्य', 'Uttar Pradesh');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'भेजें' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ country: 'India', state: 'Uttar Pradesh' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('आपकी पूछताछ मिल गई!'));
  });

  it('says a failure in Hindi', async () => {
    fail('post', '/users/sendmail');
    fillInHindi();
    fill('राज्य', 'Bihar');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'भेजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('साइन अप नहीं हो सका');
  });
});

describe('the reach-out form in Hindi', () => {
  it('names its fields in Hindi and thanks her in Hindi', async () => {
    const sent = recordCalls('post', '/reachout', { message: 'ok' });
    render(<ReachOutForm texts={islandTexts('hi', 'enquiries.reachOut')} />);
    expect(screen.getByRole('form', { name: 'हमसे संपर्क करें' })).toBeVisible();
    fill('नाम', 'आशा');
    fill('ईमेल', 'asha@example.test');
    fill('हम आपकी क्या मदद कर सकते हैं?', 'मेरे प्लान के बारे में एक सवाल');
    fireEvent.click(screen.getByRole('button', { name: 'भेजें' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('धन्यवाद! हम 2 कामकाजी दिनों में आपसे संपर्क करेंगे।', {
        duration: 15_000,
      }),
    );
  });
});
