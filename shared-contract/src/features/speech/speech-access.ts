/**
 * How the portal's /speech proxy and the browser agree on authorised speech addresses
 * (issue 20). The three address calls (GET /v3/app/new-evaluation-service,
 * /v3/xfyun/get-iat-auth-url, /v3/xfyun/get-tts-auth-url) return an address carrying a ticket
 * in this query parameter; a socket ticket opens one stream, a text-to-speech ticket reads any
 * number of texts; both expire after `expires_in` seconds.
 */
export const SPEECH_TICKET_PARAM = 'auth';

/**
 * WebSocket close code of a refused speech address (missing, forged, expired or already used);
 * the close reason says which. The browser asks for a fresh address once and opens again.
 */
export const SPEECH_ADDRESS_REFUSED_CLOSE_CODE = 4401;

/** The spec's busy code (part 2 section 8), also sent when a student is over the per-student speech limits. */
export const SPEECH_BUSY_CODE = 10002;

/** Longest text the portal reads aloud (the speech check's own sentence box allows as much). */
export const TTS_MAX_TEXT_LENGTH = 600;
