import { expect } from 'vitest';
import type { RouteCases } from './types';

export const cases: RouteCases = {
  'GET /v3/openapi.json': {
    // The description itself is the body here, not the wrapper.
    raw: (response) => {
      expect(response.status).toBe(200);
      const doc = JSON.parse(response.text) as { openapi: string; paths: Record<string, unknown> };
      expect(doc.openapi).toBe('3.1.0');
      expect(Object.keys(doc.paths)).toContain('/v3/student/info');
    },
  },
  'GET /v3/app/client-config-content': {
    check: (data) =>
      expect(data).toMatchObject({ version: 10, cefr_downgrade_score: 40, cefr_upgrade_score: 80, excellent_score: 80, standard_score: 60, recognition_score: 80, word_score: 10 }),
    bad: () => ({ 'unknown parameter with a student id': { query: { student_id: '2', lang: 'ja' } } }),
  },
  'GET /v3/app/protocols': {
    check: (data) => {
      expect(data.using_protocol).toMatch(/^http:\/\/localhost(:\d+)?\/site\/legal\/terms\.html$/);
      expect(data.third_party_SDK_list.pc_SDK).toMatch(/\/site\/legal\/third-party-sdk\.html$/);
    },
  },
  'GET /v3/app/new-evaluation-service': {
    check: (data) => {
      expect(data.evaluation_server_url).toMatch(/^ws:\/\/localhost(:\d+)?\/speech\/evaluate\?auth=[\w-]{20,}$/);
      expect(data.expires_in).toBeGreaterThan(0);
    },
  },
  'GET /v3/xfyun/get-iat-auth-url': { check: (data) => expect(data.iat_auth_url).toMatch(/^ws:\/\/.+\/speech\/recognize\?auth=[\w-]{20,}$/) },
  'GET /v3/xfyun/get-tts-auth-url': { check: (data) => expect(data.tts_auth_url).toMatch(/^http:\/\/.+\/speech\/tts\?auth=[\w-]{20,}$/) },
  'POST /v3/poorly-words': {
    input: () => ({ form: { words: 'Light|rice| three |light' } }),
    check: (data) => expect(data.poorly_words.map((w: { word: string }) => w.word).sort()).toEqual(['light', 'rice', 'three']),
    bad: () => ({
      empty: { form: { words: '' } },
      'only bars': { form: { words: '|||' } },
      'not a word': { form: { words: 'light|<script>' } },
      'no field': { form: {} },
    }),
  },
  'GET /v3/poorly-words': { check: (data) => expect(Array.isArray(data.poorly_words)).toBe(true) },
  'GET /v3/app/home-modules': {
    check: (data) => {
      const keys = data.list.map((m: { module_key: string }) => m.module_key);
      expect(keys).toContain('eiken');
      expect(keys[0]).toBe('textbook');
    },
  },
  'GET /v3/homepage/banner-list': {
    check: (data) => {
      expect(data.list).toHaveLength(3);
      expect(data.list[0].image_url).toMatch(/\/site\/banners\/eiken-spring\.svg$/);
    },
  },
  'GET /ops/client-config': { check: (data) => expect(data.version).toBeGreaterThanOrEqual(10) },
  'POST /ops/client-config': {
    input: () => ({ json: { excellent_score: 85 } }),
    check: (data) => expect(data).toMatchObject({ excellent_score: 85, version: 11 }),
    bad: () => ({ 'score above 100': { json: { excellent_score: 101 } }, 'unknown key': { json: { colour: 'red' } } }),
  },
};
