import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/** The part of engine.io's server this needs (socket.io's `io.engine`). */
type UpgradingEngine = {
  handleUpgrade(req: IncomingMessage, socket: Duplex, upgradeHead: Buffer): void;
};

/**
 * engine.io (6.6.13 and before) keeps every websocket's upgrade request for as long as the socket
 * is open: the response object it makes for engine middlewares (`WebSocketResponse`) listens for
 * the socket's close, and it holds the request, its headers, raw headers, URL and parser state.
 * That was 1.9 KiB of heap per open socket with the bench's clients, and a browser's cookie and
 * user agent add to it (issue 32, target 4).
 *
 * That listener only re-emits the socket's close on the response, for middlewares registered with
 * `io.engine.use`; the app registers none. It is the first `close` listener an upgrade adds (the
 * response is made before anything else runs), so it is taken off once the upgrade is handled;
 * the websocket's own listener stays. A test holds the request weakly and checks it is collected
 * (decision 062).
 */
export function releaseUpgradeRequests(engine: UpgradingEngine): void {
  const handleUpgrade = engine.handleUpgrade.bind(engine);
  engine.handleUpgrade = (req, socket, upgradeHead) => {
    const before = socket.listeners('close');
    handleUpgrade(req, socket, upgradeHead);
    const responseListener = socket.listeners('close').find((fn) => !before.includes(fn));
    if (responseListener) socket.removeListener('close', responseListener as () => void);
  };
}
