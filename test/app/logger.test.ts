// Secrets never reach a log line (src/app/logger.ts): the server's logger redacts secret keys up
// to three levels down; the request-line logger, whose lines hold only what the server's
// serializers put there, redacts them at the top level and in a failed request's error.
import { createLogger, requestLineLogger } from '../../src/app/logger';

// Secret values no path, stack or time in a line can contain by chance (a checkout at /tmp/ci-0S1l once matched "S1").
const S = ['secret-value-zero-4f1c', 'secret-value-one-4f1c', 'secret-value-two-4f1c', 'secret-value-three-4f1c'];

function capture() {
  const raw: string[] = [];
  const logger = createLogger({ level: 'debug', stream: { write: (s: string) => void raw.push(s) } });
  return { logger, lines: () => raw.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('log redaction', () => {
  test('the server logger redacts secret keys at every level an object is logged with, and in child bindings', () => {
    const { logger, lines } = capture();
    logger.child({ seatToken: S[0] }).info({ seed: S[1], input: { seatToken: S[2] }, err: { target: { organizerToken: S[3] } } }, 'x');
    const text = JSON.stringify(lines());
    for (const secret of S) expect(text).not.toContain(secret);
    expect(lines()[0]).toMatchObject({ seatToken: '[redacted]', seed: '[redacted]', input: { seatToken: '[redacted]' } });
  });

  test("the operator's token (OPERATOR_TOKEN, sent as operatorToken) is redacted like the others", () => {
    const { logger, lines } = capture();
    logger.info({ operatorToken: S[0], variables: { input: { operatorToken: S[1] } } }, 'x');
    requestLineLogger(logger).error({ operatorToken: S[2], err: Object.assign(new Error('boom'), { operatorToken: S[3] }) }, 'y');
    const text = JSON.stringify(lines());
    for (const secret of S) expect(text).not.toContain(secret);
    expect(lines()[0]).toMatchObject({ operatorToken: '[redacted]', variables: { input: { operatorToken: '[redacted]' } } });
  });

  test('the request-line logger redacts top-level keys and a failed request’s error, down to its nested objects', () => {
    const { logger, lines } = capture();
    const err = Object.assign(new Error('boom'), { commandId: S[1], target: { seatToken: S[2] } });
    requestLineLogger(logger).error({ token: S[0], err, res: { statusCode: 500 } }, 'request errored');
    const [line] = lines();
    for (const secret of S.slice(0, 3)) expect(JSON.stringify(line)).not.toContain(secret);
    expect(line).toMatchObject({
      token: '[redacted]',
      err: { message: 'boom', commandId: '[redacted]', target: { seatToken: '[redacted]' } },
    });
  });

  test('the request-line logger writes to the same place, with the same fields, as the logger it comes from', () => {
    const { logger, lines } = capture();
    requestLineLogger(logger).info({ req: { id: 'r1' } }, 'request completed');
    expect(lines()[0]).toMatchObject({ level: 'info', service: 'pacific-engine', req: { id: 'r1' }, msg: 'request completed' });
    expect(typeof lines()[0].time).toBe('string');
  });
});
