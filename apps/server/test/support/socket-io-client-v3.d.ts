// socket.io-client 3 (the original student client's version), installed under another name: its
// package `exports` hide its types from ESM imports. This is the part the contract tests use.
declare module 'socket.io-client-v3' {
  interface ClientOptions {
    path?: string;
    transports?: string[];
    query?: Record<string, string>;
    reconnection?: boolean;
  }
  export interface Socket {
    readonly connected: boolean;
    readonly io: { engine: { transport: { name: string } } };
    once(event: string, listener: (...args: never[]) => void): Socket;
    disconnect(): Socket;
  }
  export function io(url: string, options?: ClientOptions): Socket;
}
