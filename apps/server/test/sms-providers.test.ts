import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBulkSmsBd } from '../src/lib/sms/bulksmsbd-sms';
import { createConsoleSms } from '../src/lib/sms/console-sms';
import { SmsSendError } from '../src/lib/sms/sms-provider';
import { createSslWireless, csmsIdOf } from '../src/lib/sms/ssl-wireless-sms';
import { type GatewayAnswer, type GatewayRequest, startFakeSmsGateway } from './support/fake-sms-gateway';

// Each test sets how the gateway answers next.
let next: (req: GatewayRequest) => GatewayAnswer = () => ({ status: 500, body: {} });
let gateway: Awaited<ReturnType<typeof startFakeSmsGateway>>;
beforeAll(async () => {
  gateway = await startFakeSmsGateway((req) => next(req));
});
afterAll(() => gateway.close());

async function failure(p: Promise<unknown>): Promise<SmsSendError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsSendError);
  return err as SmsSendError;
}

describe('BulkSMSBD', () => {
  const bulk = () => createBulkSmsBd({ apiKey: 'key-1', senderId: 'UDVASH', url: gateway.url });

  it('posts the key, sender id, number and Bengali text as a form, and keeps the message id', async () => {
    next = () => ({
      status: 200,
      body: {
        response_code: 202,
        message_id: 98765,
        success_message: 'SMS Submitted Successfully',
        error_message: '',
      },
    });
    const sent = await bulk().send('8801711000001', 'রহিম, রোল 1001: 72/100');
    expect(sent).toEqual({ gatewayId: '98765', answer: '202 SMS Submitted Successfully' });
    expect(gateway.received.at(-1)!.fields).toEqual({
      api_key: 'key-1',
      type: 'text',
      number: '8801711000001',
      senderid: 'UDVASH',
      message: 'রহিম, রোল 1001: 72/100',
    });
  });

  it('tells a refused sender id or balance (permanent) from its internal error (temporary)', async () => {
    next = () => ({ status: 200, body: { response_code: 1002, error_message: 'sender id not correct' } });
    const refused = await failure(bulk().send('8801711000001', 'x'));
    expect(refused.temporary).toBe(false);
    expect(refused.answer).toBe('1002 sender id not correct');
    next = () => ({ status: 200, body: { response_code: 1007, error_message: 'Balance Insufficient' } });
    expect((await failure(bulk().send('8801711000001', 'x'))).temporary).toBe(false);
    next = () => ({ status: 200, body: { response_code: 1005, error_message: 'Internal Error' } });
    expect((await failure(bulk().send('8801711000001', 'x'))).temporary).toBe(true);
  });

  it('takes a 5xx, a dropped connection and an unreadable answer as temporary', async () => {
    next = () => ({ status: 503, body: 'busy' });
    expect((await failure(bulk().send('8801711000001', 'x'))).temporary).toBe(true);
    next = () => 'drop';
    expect((await failure(bulk().send('8801711000001', 'x'))).temporary).toBe(true);
    next = () => ({ status: 200, body: 'not json' });
    // A JSON string is not the object the gateway documents.
    expect((await failure(bulk().send('8801711000001', 'x'))).temporary).toBe(true);
  });
});

describe('SSL Wireless ISMS', () => {
  const ssl = () => createSslWireless({ apiToken: 'token-1', sid: 'UDVASHBRAND', url: gateway.url });
  const reference = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

  it('posts JSON with the token, SID, number, text and our id as csms_id; keeps its reference id', async () => {
    next = (req) => ({
      status: 200,
      body: {
        status: 'SUCCESS',
        status_code: 200,
        error_message: '',
        smsinfo: [
          {
            sms_status: 'SUCCESS',
            status_message: 'Success',
            msisdn: req.fields.msisdn,
            csms_id: req.fields.csms_id,
            reference_id: 'ref-555',
          },
        ],
      },
    });
    const sent = await ssl().send('8801711000002', 'Rahim: 72/100', reference);
    expect(sent).toEqual({ gatewayId: 'ref-555', answer: '200 Success' });
    expect(gateway.received.at(-1)!.fields).toEqual({
      api_token: 'token-1',
      sid: 'UDVASHBRAND',
      msisdn: '8801711000002',
      sms: 'Rahim: 72/100',
      csms_id: csmsIdOf(reference),
    });
    expect(csmsIdOf(reference)).toHaveLength(20);
  });

  it('takes a 4xxx code as permanent and a 5xxx code as temporary', async () => {
    next = () => ({
      status: 200,
      body: { status: 'FAILED', status_code: 4003, error_message: 'Invalid SID' },
    });
    const refused = await failure(ssl().send('8801711000002', 'x', reference));
    expect(refused).toMatchObject({ temporary: false, answer: '4003 Invalid SID' });
    next = () => ({
      status: 200,
      body: { status: 'FAILED', status_code: 5000, error_message: 'Server error' },
    });
    expect((await failure(ssl().send('8801711000002', 'x', reference))).temporary).toBe(true);
  });
});

describe('the console provider (the log is the phone)', () => {
  /** A logger that keeps what it is given, by level. */
  function recordingLog() {
    const lines: { level: string; fields: Record<string, unknown> }[] = [];
    const at =
      (level: string) =>
      (fields: Record<string, unknown>): void => {
        lines.push({ level, fields });
      };
    const log = { info: at('info'), debug: at('debug') } as unknown as Parameters<typeof createConsoleSms>[0];
    return { log, lines };
  }

  it('writes the text at info outside production (the demo reads its codes there)', async () => {
    const { log, lines } = recordingLog();
    await createConsoleSms(log, { showText: true }).send('8801711000001', 'code 123456');
    expect(lines).toEqual([{ level: 'info', fields: { to: '8801711000001', text: 'code 123456' } }]);
  });

  it('in production puts no code or message body in the log at info', async () => {
    const { log, lines } = recordingLog();
    await createConsoleSms(log, { showText: false }).send('8801711000001', 'code 123456');
    const info = lines.filter((l) => l.level === 'info');
    expect(info).toEqual([{ level: 'info', fields: { to: '8801711000001', characters: 11 } }]);
    expect(JSON.stringify(info)).not.toContain('123456');
  });
});
