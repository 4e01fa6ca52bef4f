import { loggableUrl } from './loggable-url';

describe('loggableUrl', () => {
  it.each([
    ['/api/v1/agents', '/api/v1/agents'],
    ['/api/v1/agents?limit=5&api_key=agk_secret', '/api/v1/agents?limit&api_key'],
    ['/a?x=1&x=2&y', '/a?x&y'],
    ['/a?', '/a?'],
    ['/a?token=%20abc#frag', '/a?token'],
  ])('%s → %s', (url, expected) => {
    expect(loggableUrl(url)).toBe(expected);
  });
});
