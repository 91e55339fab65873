/** i18next namespace of the host shell's texts (app/translations.ts). */
export const SHELL_NS = 'shell';
