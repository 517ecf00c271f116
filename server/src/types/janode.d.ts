// The parts of janode (Meetecho's Janus client, plain JavaScript) the rooms module uses.
declare module 'janode' {
  import type { EventEmitter } from 'node:events';

  export interface JanodeHandle extends EventEmitter {
    detach(): Promise<void>;
  }
  export interface JanodeSession extends EventEmitter {
    attach<H extends JanodeHandle>(plugin: {
      id: string;
      Handle: new (...args: never[]) => H;
    }): Promise<H>;
    destroy(): Promise<void>;
  }
  export interface JanodeConnection extends EventEmitter {
    create(keepAliveSeconds?: number): Promise<JanodeSession>;
    close(): Promise<void>;
  }
  const Janode: {
    connect(config: {
      address: { url: string; apisecret?: string } | { url: string; apisecret?: string }[];
      retry_time_secs?: number;
      max_retries?: number;
      is_admin?: boolean;
    }): Promise<JanodeConnection>;
    Logger: { setLevel(level: 'debug' | 'verb' | 'info' | 'warn' | 'error' | 'none'): string };
    EVENT: Record<string, string>;
  };
  export default Janode;
}

declare module 'janode/plugins/audiobridge' {
  import type { JanodeHandle } from 'janode';

  export interface AudioBridgeHandle extends JanodeHandle {
    create(params: {
      room: number;
      description?: string;
      permanent?: boolean;
      sampling_rate?: number;
      is_private?: boolean;
      secret?: string;
      pin?: string;
      talking_events?: boolean;
      talking_packets_threshold?: number;
      talking_level_threshold?: number;
    }): Promise<unknown>;
    destroy(params: { room: number; permanent?: boolean; secret?: string }): Promise<unknown>;
    allow(params: {
      room: number;
      action: 'enable' | 'disable' | 'add' | 'remove';
      list?: string[];
      secret?: string;
    }): Promise<unknown>;
    exists(params: { room: number }): Promise<{ room: number; exists: boolean }>;
    kick(params: { room: number; feed: number; secret?: string }): Promise<unknown>;
    mute(params: { room: number; feed: number; secret?: string }): Promise<unknown>;
    unmute(params: { room: number; feed: number; secret?: string }): Promise<unknown>;
    listParticipants(params: {
      room: number;
      secret?: string;
    }): Promise<{ room: number; participants: { feed: number; muted: boolean }[] }>;
    join(params: {
      room: number;
      feed?: number;
      display?: string;
      muted?: boolean;
      token?: string;
      pin?: string;
    }): Promise<{ room: number; feed: number }>;
    /** A participant's offer (the rooms benchmark; the app's browsers send theirs themselves). */
    configure(params: {
      muted?: boolean;
      jsep?: { type: 'offer'; sdp: string };
    }): Promise<{ jsep?: { type: string; sdp?: string } }>;
    leave(): Promise<unknown>;
  }
  const AudioBridgePlugin: {
    id: string;
    Handle: new (...args: never[]) => AudioBridgeHandle;
    EVENT: Record<string, string>;
  };
  export default AudioBridgePlugin;
}
