import { fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, startMockApi } from '#web-test/screen.tsx';
import { hindiTexts } from '#web/lib/i18n/hindi.ts';
import { I18nProvider, useIslandTexts } from '#web/lib/i18n/i18n.tsx';
import { DataConcernForm } from './data-concern-form.tsx';

startMockApi();

function HindiForm() {
  return <DataConcernForm texts={useIslandTexts('dataConcern.form')} locale="hi" />;
}

describe('the data concern form in Hindi', () => {
  it('asks in Hindi and says the reference and the answer-by date in Hindi once sent', async () => {
    apiServer.use(
      http.post('*/api/grievances', () =>
        HttpResponse.json(
          { reference: 'DC-QWERTY', dueAt: '2027-02-22T10:00:00.000Z' },
          { status: 201 },
        ),
      ),
    );
    render(
      <I18nProvider locale="hi" texts={hindiTexts}>
        <HindiForm />
      </I18nProvider>,
    );
    expect(screen.getByRole('form', { name: 'डेटा से जुड़ी शिकायत करें' })).toBeVisible();
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('नाम', 'Asha Rao');
    fill('ईमेल', 'asha@example.test');
    fill('विषय', 'मेरी पूछताछ हटाएँ');
    fill('आपकी शिकायत', 'पिछले साल भेजी मेरी पूछताछ हटा दें।');
    fireEvent.click(screen.getByRole('button', { name: 'शिकायत भेजें' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'धन्यवाद। आपकी शिकायत DC-QWERTY नंबर से दर्ज हो गई है। हम 22 फ़र॰ 2027 तक जवाब देंगे।',
    );
    expect(status).toHaveTextContent('रेफ़रेंस नंबर DC-QWERTY संभालकर रखें');
  });
});
