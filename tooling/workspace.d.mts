// Types of workspace.mjs for the TypeScript files that import it (vitest config, e2e, tests).
export type PackageKind = 'host' | 'remote' | 'shared' | 'contract' | 'server' | 'test';
export type DisplayName = { ja: string; en: string };
export type WorkspacePackage = {
  name: string;
  dir: string;
  version: string;
  kind: PackageKind;
  prefixes: string[];
  title: DisplayName | null;
  home: string | null;
  devPort: number | null;
  sharedFeatures: string[];
};
export const ROOT: string;
export const KINDS: readonly PackageKind[];
export function readPackage(dir: string): WorkspacePackage;
export function workspacePackages(root?: string): WorkspacePackage[];
export function packagesOf(selector: string, root?: string): WorkspacePackage[];
export function namesOf(selector: string, root?: string): string[];
