/** App identity: sent with the start-up service check and shown on the about page (spec part 1, sections 7 and 9). */
export const APP_VERSION = '1.4.0';
export const APP_BUILD = 14;
export const APP_IDENTITY = { name: 'eigo-portal-web', key: 'web', build: APP_BUILD } as const;
