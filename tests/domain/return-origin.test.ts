import { allowedReturnOrigin, httpOrigin } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

const APP = 'https://tasklane.ca';
const LOCAL = ['http://127.0.0.1:5173', 'http://127.0.0.1:5050'];

describe('allowedReturnOrigin', () => {
  it('returns to the origin the request came from when it is allowed', () => {
    expect(allowedReturnOrigin({ origin: 'http://127.0.0.1:5050' }, [APP, ...LOCAL])).toBe('http://127.0.0.1:5050');
    expect(allowedReturnOrigin({ origin: 'https://tasklane.ca' }, [`${APP}/`])).toBe(APP);
    // No Origin header (some same-origin requests): the Referer's origin, never its path.
    expect(allowedReturnOrigin({ referer: 'http://127.0.0.1:5173/credits?pack=pack_5' }, [APP, ...LOCAL])).toBe(
      'http://127.0.0.1:5173',
    );
  });

  it('never returns to an origin off the list', () => {
    expect(allowedReturnOrigin({ origin: 'https://evil.example' }, [APP])).toBeNull();
    expect(allowedReturnOrigin({ origin: 'https://tasklane.ca.evil.example' }, [APP])).toBeNull();
    expect(allowedReturnOrigin({ origin: 'http://tasklane.ca' }, [APP])).toBeNull();
    // A foreign Origin is the answer: an allowed Referer beside it does not win.
    expect(allowedReturnOrigin({ origin: 'https://evil.example', referer: `${APP}/credits` }, [APP])).toBeNull();
    expect(allowedReturnOrigin({ origin: 'null' }, [APP])).toBeNull();
    expect(allowedReturnOrigin({ referer: 'javascript:alert(1)' }, [APP])).toBeNull();
    expect(allowedReturnOrigin({}, [APP])).toBeNull();
  });

  it('reads only http(s) origins', () => {
    expect(httpOrigin('https://tasklane.ca/a/b?c')).toBe(APP);
    expect(httpOrigin('file:///etc/passwd')).toBeNull();
    expect(httpOrigin('not a url')).toBeNull();
  });
});
