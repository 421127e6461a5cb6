// OPERATOR_TOKEN (docs/operations.md, README "Configuration"): unset, no operator; set, a secret of at least 32
// characters that is not the server secret, else the server refuses to start saying why; compared in constant time
// by its SHA-256, which is all the settings keep.
import { configFromEnv } from '../../src/app/config';
import { MIN_OPERATOR_TOKEN_LENGTH, operatorTokenFrom } from '../../src/app/operator';

const TOKEN = 'an-operator-token-of-forty-characters-00';
const SECRET = 'the-server-secret-of-forty-characters-00';
const env = (more: Record<string, string>) => ({ EVENT_STORE: 'memory', TOKEN_SECRET: SECRET, ...more });

describe('the setting', () => {
  test('unset or blank: no operator authority', () => {
    expect(operatorTokenFrom(undefined)).toBeNull();
    expect(operatorTokenFrom('   ')).toBeNull();
    expect(configFromEnv(env({})).operator).toBeNull();
    expect(configFromEnv(env({ OPERATOR_TOKEN: '' })).operator).toBeNull();
  });

  test('shorter than 32 characters (after trimming): the server refuses to start, saying how to make one', () => {
    expect(MIN_OPERATOR_TOKEN_LENGTH).toBe(32);
    const short = 'x'.repeat(31);
    expect(() => configFromEnv(env({ OPERATOR_TOKEN: `  ${short}  ` }))).toThrow(
      'OPERATOR_TOKEN must be a secret of at least 32 characters (make one with: openssl rand -base64 32)',
    );
    // The refusal never repeats the value it refused.
    const refusal = (() => {
      try {
        operatorTokenFrom(short);
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(refusal).toMatch(/^OPERATOR_TOKEN must be/);
    expect(refusal).not.toContain(short);
    expect(operatorTokenFrom('x'.repeat(32))).not.toBeNull();
  });

  test('the server secret as the operator token: refused (a token travels in requests, the secret never leaves the server)', () => {
    expect(() => configFromEnv(env({ OPERATOR_TOKEN: SECRET }))).toThrow('OPERATOR_TOKEN must not be the server secret');
  });

  test('set: the token matches itself only (its trimmed value), and the settings hold neither it nor its hash', () => {
    const config = configFromEnv(env({ OPERATOR_TOKEN: ` ${TOKEN}\n` }));
    const op = config.operator!;
    expect(op.matches(TOKEN)).toBe(true);
    for (const wrong of ['', TOKEN.slice(0, -1), `${TOKEN}0`, TOKEN.toUpperCase(), SECRET]) expect(op.matches(wrong)).toBe(false);
    const printed = JSON.stringify(config);
    expect(printed).toContain('"operator":"[operator token]"');
    expect(printed).not.toContain(TOKEN);
  });
});
