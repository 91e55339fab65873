import { describe, expect, it } from 'vitest';
import { guardRedirect, startPageFor } from './start-page';

const business = { college: false };
const college = { college: true };

describe('guard and start page', () => {
  it('starts college students at bookList and everyone else at home', () => {
    expect(startPageFor(business)).toBe('/home');
    expect(startPageFor(college)).toBe('/bookList');
  });

  it('sends visitors without a token to login, from any page but login', () => {
    expect(guardRedirect('/home', null, business)).toBe('/login');
    expect(guardRedirect('/integral/logs', null, business)).toBe('/login');
    expect(guardRedirect('/', null, business)).toBe('/login');
    expect(guardRedirect('/login', null, business)).toBeNull();
  });

  it('sends a signed-in student away from login and from the startup page to the start page', () => {
    expect(guardRedirect('/login', 'tok', business)).toBe('/home');
    expect(guardRedirect('/login', 'tok', college)).toBe('/bookList');
    expect(guardRedirect('/', 'tok', college)).toBe('/bookList');
    expect(guardRedirect('/news', 'tok', college)).toBeNull();
  });

  it('keeps login while a sign-in is still loading the student\'s info (the start page depends on it)', () => {
    expect(guardRedirect('/login', 'tok', business, false)).toBeNull();
    expect(guardRedirect('/', 'tok', business, false)).toBe('/home');
    expect(guardRedirect('/news', 'tok', business, false)).toBeNull();
  });

  it('opens the teachers\' writing page with or without a student session (the teacher signs in there)', () => {
    expect(guardRedirect('/ai-writing/teacher', null, business)).toBeNull();
    expect(guardRedirect('/ai-writing/teacher', 'tok', business)).toBeNull();
    expect(guardRedirect('/ai-writing/result', null, business)).toBe('/login');
  });
});
