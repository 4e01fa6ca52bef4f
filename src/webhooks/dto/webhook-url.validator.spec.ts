import { webhookUrlProblem } from './webhook-url.validator';

describe('webhook url validation', () => {
  it.each([
    'https://hooks.example.com/x?y=1',
    'http://127.0.0.1:8080/hook',
    'http://[::1]:8080/',
    'http://localhost/',
  ])('accepts %s (reachability is checked separately)', (url) => {
    expect(webhookUrlProblem(url)).toBeUndefined();
  });

  it.each([
    ['ftp://example.com/', 'must use http or https'],
    ['file:///etc/passwd', 'must use http or https'],
    ['javascript:alert(1)', 'must use http or https'],
    ['example.com/hook', 'must be an absolute http or https URL'],
    ['https://user:pass@example.com/', 'must not contain credentials'],
    [`https://example.com/${'a'.repeat(2048)}`, 'must be at most 2048 characters'],
    [42, 'must be a string'],
  ])('rejects %s: %s', (url, problem) => {
    expect(webhookUrlProblem(url)).toBe(problem);
  });
});
