// Local stand-ins for the messaging providers (decision 032): WhatsApp's Cloud API and
// Exotel's SMS API, each on a free port of 127.0.0.1. They check every request as the
// providers document it and answer in their shapes; anything else gets the provider's
// error answer, so a change of shape fails the test or journey that sends it.
// Plain JavaScript, so the API tests and the e2e web server (e2e/support/mailbox-server.mjs)
// share them.
import { createServer } from 'node:http';

export const WHATSAPP_STAND_IN = {
  phoneNumberId: '106540352242922',
  accessToken: 'stand-in-whatsapp-access-token',
  version: 'v21.0',
};
export const EXOTEL_STAND_IN = {
  accountSid: 'nourishwell1',
  apiKey: 'stand-in-exotel-key',
  apiToken: 'stand-in-exotel-token',
};

const isText = (value) => typeof value === 'string' && value.length > 0;

/** The Cloud API's message as a line: {channel, to, body, template?, language?}, or null. */
export function cloudMessage(request, body, keys = WHATSAPP_STAND_IN) {
  const shaped =
    request.method === 'POST' &&
    request.url === `/${keys.version}/${keys.phoneNumberId}/messages` &&
    request.headers.authorization === `Bearer ${keys.accessToken}` &&
    request.headers['content-type'] === 'application/json' &&
    body?.messaging_product === 'whatsapp' &&
    /^[1-9]\d{7,14}$/.test(body.to ?? '');
  if (!shaped) return null;
  const to = `+${body.to}`;
  if (body.type === 'text' && isText(body.text?.body))
    return { channel: 'whatsapp', to, body: body.text.body };
  const template = body.template;
  if (body.type !== 'template' || !/^[a-z0-9_]+$/.test(template?.name ?? '')) return null;
  if (!isText(template.language?.code) || !Array.isArray(template.components)) return null;
  const params = [];
  for (const component of template.components) {
    if (component.type !== 'body' || !Array.isArray(component.parameters)) return null;
    for (const parameter of component.parameters) {
      if (parameter.type !== 'text' || !isText(parameter.text)) return null;
      params.push(parameter.text);
    }
  }
  return {
    channel: 'whatsapp',
    to,
    body: params.join('\n'),
    template: template.name,
    language: template.language.code,
    params,
  };
}

/** Exotel's "Send SMS" as a line: {channel, to, body, dltTemplateId, …}, or null. */
export function exotelMessage(request, raw, keys = EXOTEL_STAND_IN) {
  const form = new URLSearchParams(raw);
  const auth = `Basic ${Buffer.from(`${keys.apiKey}:${keys.apiToken}`).toString('base64')}`;
  const shaped =
    request.method === 'POST' &&
    request.url === `/v1/Accounts/${keys.accountSid}/Sms/send.json` &&
    request.headers.authorization === auth &&
    request.headers['content-type'] === 'application/x-www-form-urlencoded' &&
    /^[A-Z]{6}$/.test(form.get('From') ?? '') &&
    /^\+[1-9]\d{7,14}$/.test(form.get('To') ?? '') &&
    isText(form.get('Body')) &&
    /^\d{10,25}$/.test(form.get('DltEntityId') ?? '') &&
    /^\d{10,25}$/.test(form.get('DltTemplateId') ?? '');
  if (!shaped) return null;
  return {
    channel: 'sms',
    to: form.get('To'),
    body: form.get('Body'),
    from: form.get('From'),
    dltEntityId: form.get('DltEntityId'),
    dltTemplateId: form.get('DltTemplateId'),
  };
}

function listen(handler) {
  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => handler(request, raw, response));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

const json = (response, status, value) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

/**
 * The Cloud API: a well-formed message is handed to `onMessage` and answered with a wamid;
 * `answer(message)` may instead return {status, code} to answer with the API's error.
 */
export function startWhatsAppStandIn(onMessage, answer = () => null, keys = WHATSAPP_STAND_IN) {
  let sent = 0;
  return listen((request, raw, response) => {
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      body = null;
    }
    const message = cloudMessage(request, body, keys);
    if (!message)
      return json(response, 400, {
        error: { message: 'Invalid parameter', type: 'OAuthException', code: 100 },
      });
    const failure = answer(message);
    if (failure)
      return json(response, failure.status, {
        error: { message: 'stand-in failure', type: 'OAuthException', code: failure.code },
      });
    onMessage(message);
    sent += 1;
    json(response, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: `wamid.standin${sent}` }],
    });
  });
}

/** Exotel's SMS API: a well-formed SMS is handed to `onMessage` and answered with its Sid. */
export function startExotelStandIn(onMessage, keys = EXOTEL_STAND_IN) {
  let sent = 0;
  return listen((request, raw, response) => {
    const message = exotelMessage(request, raw, keys);
    if (!message)
      return json(response, 400, {
        RestException: { Status: 400, Message: 'Bad request', Code: 'BAD_REQUEST' },
      });
    onMessage(message);
    sent += 1;
    json(response, 200, { SMSMessage: { Sid: `exotel-sid-${sent}`, Status: 'queued' } });
  });
}
