/**
 * shared-ui/testing: helpers for page tests of the host and the remotes (never imported by app
 * code; not a shared module). {@link scriptServer} plays the API at the transport layer under the
 * real client; {@link renderPage} renders a page in a router with a fresh query cache.
 */
export { renderPage, startTestSession } from './render-page';
export { scriptServer, type ScriptedAnswer, type ScriptedRoute, type ScriptedServer } from './scripted-server';
