// A lean HTTP/1.1 keep-alive client for the load phases of the exam benchmark. node:http costs the
// load generator ~60 µs of CPU per request, and on this 2-core machine the load generator shares the
// cores with the server and PostgreSQL: every microsecond it spends is taken from what is measured.
// This client writes the request bytes straight to a socket and reads only the status line, the
// Content-Length or the chunks, the Content-Encoding and the body (decoded only when it is read): what
// Fastify answers, no more.
import net from 'node:net';
import { ACCEPT_ENCODING, decodedBody, latencyRecorder, parseBody } from './exam-harness.mjs';

const HEADER_END = Buffer.from('\r\n\r\n');

/** A body of `Content-Length` bytes from `start`, and where the next answer starts; null until all came. */
function contentOf(head, buffer, start) {
  const match = /\r\ncontent-length: *(\d+)/i.exec(head);
  const next = start + (match ? Number(match[1]) : 0);
  return buffer.length < next ? null : { body: buffer.subarray(start, next), next };
}

/** A chunked body from `start` joined, and where the next answer starts; null until its last chunk came. */
function dechunk(buffer, start) {
  const parts = [];
  let at = start;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = Number.parseInt(buffer.toString('latin1', at, lineEnd), 16);
    if (size === 0) {
      const trailerEnd = buffer.indexOf(HEADER_END, lineEnd);
      if (trailerEnd < 0) return null;
      return { body: Buffer.concat(parts), next: trailerEnd + 4 };
    }
    const dataEnd = lineEnd + 2 + size;
    if (buffer.length < dataEnd + 2) return null;
    parts.push(buffer.subarray(lineEnd + 2, dataEnd));
    at = dataEnd + 2;
  }
}

/**
 * A client on one port: `request(label, method, path, { session, body, parse })` resolves
 * `{ status, body }` (the body parsed as JSON only with `parse: true`, its text with `parse: 'text'`, its
 * bytes with `parse: 'bytes'`);
 * latencies are recorded per label.
 */
export function rawClient(port, maxSockets) {
  const idle = [];
  const waiting = [];
  let open = 0;
  const recorder = latencyRecorder();
  const { record } = recorder;

  function connection() {
    const socket = net.connect({ port, host: '127.0.0.1', noDelay: true });
    const state = { socket, buffer: Buffer.alloc(0), pending: null, broken: false };
    socket.on('data', (chunk) => {
      state.buffer = state.buffer.length ? Buffer.concat([state.buffer, chunk]) : chunk;
      tryComplete(state);
    });
    const fail = (error) => {
      state.broken = true;
      const pending = state.pending;
      state.pending = null;
      if (pending) pending.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed')));
    return state;
  }

  function tryComplete(state) {
    if (!state.pending) return;
    const end = state.buffer.indexOf(HEADER_END);
    if (end < 0) return;
    const head = state.buffer.toString('latin1', 0, end);
    const status = Number(head.slice(9, 12));
    const encoding = /\r\ncontent-encoding: *([a-z-]+)/i.exec(head)?.[1];
    // A compressed answer above the compressor's in-line limit comes in chunks.
    const chunked = /\r\ntransfer-encoding: *chunked/i.test(head);
    const framed = chunked ? dechunk(state.buffer, end + 4) : contentOf(head, state.buffer, end + 4);
    if (!framed) return;
    state.buffer = state.buffer.subarray(framed.next);
    const pending = state.pending;
    state.pending = null;
    pending.resolve({ status, raw: framed.body, encoding });
  }

  function acquire() {
    // A connection the server closed while it sat idle (its keep-alive timeout) is dropped, not reused:
    // a write to it would never be answered.
    for (let free = idle.pop(); free; free = idle.pop()) {
      if (!free.broken) return Promise.resolve(free);
      open--;
      free.socket.destroy();
    }
    if (open < maxSockets) {
      open++;
      return Promise.resolve(connection());
    }
    return new Promise((resolve) => waiting.push(resolve));
  }

  function release(state) {
    if (state.broken) {
      open--;
      state.socket.destroy();
      if (waiting.length) {
        open++;
        waiting.shift()(connection());
      }
      return;
    }
    const next = waiting.shift();
    if (next) next(state);
    else idle.push(state);
  }

  /** One request; never throws: a network error is status 0. */
  async function request(label, method, path, { session, body, parse = false } = {}) {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const started = performance.now();
    const state = await acquire();
    const head =
      `${method} /api${path} HTTP/1.1\r\nhost: 127.0.0.1\r\nagent: browser\r\naccept-encoding: ${ACCEPT_ENCODING}\r\n` +
      (session ? `authorization: ${session}\r\n` : '') +
      (payload ? `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n` : '') +
      '\r\n';
    try {
      const response = await new Promise((resolve, reject) => {
        state.pending = { resolve, reject };
        state.socket.write(head + payload);
      });
      const ok = response.status >= 200 && response.status < 300;
      const ms = performance.now() - started;
      const text = () => decodedBody(response.raw, response.encoding).toString();
      record(label, ms, ok, ok ? '' : `${response.status} ${text().slice(0, 200)}`);
      release(state);
      if (parse === 'text' && ok) return { status: response.status, body: text() };
      if (parse === 'bytes' && ok)
        return { status: response.status, body: decodedBody(response.raw, response.encoding) };
      return { status: response.status, body: parse || !ok ? parseBody(text()) : null };
    } catch (error) {
      record(label, performance.now() - started, false, String(error));
      release(state);
      return { status: 0, body: null };
    }
  }

  return {
    ...recorder,
    request,
    close() {
      for (const state of idle.splice(0)) state.socket.destroy();
    },
  };
}
