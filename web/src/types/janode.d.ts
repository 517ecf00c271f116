// The parts of janode (Meetecho's Janus client, plain JavaScript) a browser in a Janus room uses
// (features/rooms/lib/janus-audio.ts). The server declares its own parts (server/src/types): the
// two are separate programs, and this one has no Node types.
declare module 'janode' {
  type Listener = (...args: never[]) => void;
  interface Emitter {
    on(event: string, listener: Listener): this;
    off(event: string, listener: Listener): this;
  }

  export interface JanodeHandle extends Emitter {
    detach(): Promise<void>;
    trickle(candidate: RTCIceCandidateInit): Promise<void>;
    trickleComplete(): Promise<void>;
  }
  export interface JanodeSession extends Emitter {
    attach<H extends JanodeHandle>(plugin: {
      id: string;
      Handle: new (...args: never[]) => H;
    }): Promise<H>;
    destroy(): Promise<void>;
  }
  export interface JanodeConnection extends Emitter {
    create(keepAliveSeconds?: number): Promise<JanodeSession>;
    close(): Promise<void>;
  }
  const Janode: {
    connect(config: {
      address: { url: string };
      retry_time_secs?: number;
      max_retries?: number;
    }): Promise<JanodeConnection>;
    Logger: { setLevel(level: 'debug' | 'verb' | 'info' | 'warn' | 'error' | 'none'): string };
    EVENT: Record<string, string>;
  };
  export default Janode;
}

declare module 'janode/plugins/audiobridge' {
  import type { JanodeHandle } from 'janode';

  export interface AudioBridgeHandle extends JanodeHandle {
    join(params: {
      room: number;
      feed?: number;
      display?: string;
      muted?: boolean;
      token?: string;
    }): Promise<{
      room: number;
      feed: number;
      /** Those already in the room; `talking` when the room sends talking events. */
      participants?: { feed: number; talking?: boolean }[];
    }>;
    configure(params: {
      muted?: boolean;
      jsep?: RTCSessionDescriptionInit;
    }): Promise<{ jsep?: RTCSessionDescriptionInit }>;
    leave(): Promise<unknown>;
  }
  const AudioBridgePlugin: {
    id: string;
    Handle: new (...args: never[]) => AudioBridgeHandle;
    EVENT: {
      AUDIOBRIDGE_TALKING: string;
      AUDIOBRIDGE_PEER_TALKING: string;
      AUDIOBRIDGE_KICKED: string;
    } & Record<string, string>;
  };
  export default AudioBridgePlugin;
}
