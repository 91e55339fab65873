import { describe, expect, it } from 'vitest';
import { liveSocketUrl } from './live-url';

describe('liveSocketUrl', () => {
  it('is the live path on the page origin, ws beside http and wss beside https', () => {
    expect(liveSocketUrl('http://127.0.0.1:8080/arena/pkwait?type_id=1&level=2')).toBe('ws://127.0.0.1:8080/v3/arena/live');
    expect(liveSocketUrl('https://portal.example/arena/pkwait')).toBe('wss://portal.example/v3/arena/live');
  });
});
