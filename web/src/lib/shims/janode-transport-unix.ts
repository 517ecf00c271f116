/**
 * janode (Janus rooms' client, features/rooms/lib/janus-audio.ts) has a transport for Janus's Unix
 * socket, built on Node's fs, Buffer and unix-dgram. Browsers connect over WebSocket, so the build
 * puts this in its place (vite.config.ts): it is only picked for ws+unix:// addresses.
 */
export default class UnixTransportUnavailable {
  constructor() {
    throw new Error('Janus over a Unix socket is not available in a browser');
  }
}
