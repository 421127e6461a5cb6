// How graphql-ws's messages go out on one WebSocket. Two choices, both for a
// game followed by many viewers (issue 12, the 1,000 subscribers row):
//
// - The frames of one turn of the event loop leave in one write. A command
//   often appends several events, and each is a message to every follower:
//   the TCP socket is corked at a turn's first frame and uncorked on the next
//   turn, so a follower's three events are one system call, not three (the
//   calls, one per socket and event, were most of the fan-out's time).
// - graphql-ws waits for each send before it takes the subscriber's next
//   event. A send is done once ws has the frame, unless the client has more
//   than HIGH_WATER bytes not yet taken: then it waits until they are written,
//   so a slow reader holds back its own feed and nobody else's, and the
//   server's memory for it stays bounded.
import type { Socket } from 'node:net';
import type WebSocket from 'ws';

/** Bytes a client may leave unread before its sends wait for the network. */
export const HIGH_WATER = 1 << 20;

const TEXT = { binary: false } as const;

/**
 * A whole WebSocket text frame (header and message, RFC 6455 §5.2, unmasked as a server's frames are), made once
 * and written as it is to every socket that sends that message (ws-next.ts): ws would make the same header for
 * each socket and write header and message as two chunks. Only for a socket without extensions (the server
 * negotiates none: no permessage-deflate), whose frames are never queued by ws.
 */
export class TextFrame {
  readonly bytes: Buffer;
  /** The message alone (a view into bytes), for a socket whose frames ws must make itself. */
  readonly message: Buffer;
  constructor(message: Buffer) {
    const n = message.length;
    const header = n < 126 ? 2 : n < 65536 ? 4 : 10;
    const bytes = Buffer.allocUnsafe(header + n);
    bytes[0] = 0x81; // FIN, opcode 1 (text)
    if (n < 126) bytes[1] = n;
    else if (n < 65536) {
      bytes[1] = 126;
      bytes.writeUInt16BE(n, 2);
    } else {
      bytes[1] = 127;
      bytes.writeUInt32BE(0, 2);
      bytes.writeUInt32BE(n, 6);
    }
    message.copy(bytes, header);
    this.bytes = bytes;
    this.message = bytes.subarray(header);
  }
}

/** A message made once for many subscribers comes as its whole frame (ws-next.ts). */
export function frameSender(
  socket: WebSocket,
  tcp: Pick<Socket, 'cork' | 'uncork' | 'write'>,
): (data: string | TextFrame) => Promise<void> | void {
  let corked = false;
  const uncork = () => {
    corked = false;
    tcp.uncork();
  };
  // A send that does not wait answers undefined, not a promise: graphql-ws awaits either, and a
  // command's events go to every follower (issue 12).
  return (data) => {
    if (socket.readyState !== socket.OPEN) return;
    if (!corked) {
      corked = true;
      tcp.cork();
      setImmediate(uncork);
    }
    // ws's bufferedAmount counts the TCP socket's unwritten bytes, the frames written here included.
    const slow = socket.bufferedAmount > HIGH_WATER;
    if (typeof data === 'string') {
      if (!slow) return void socket.send(data);
      return new Promise<void>((resolve, reject) => socket.send(data, (err) => (err ? reject(err) : resolve())));
    }
    // A socket with an extension (none is negotiated today): ws frames the message as it must.
    if (socket.extensions) {
      if (!slow) return void socket.send(data.message, TEXT);
      return new Promise<void>((resolve, reject) => socket.send(data.message, TEXT, (err) => (err ? reject(err) : resolve())));
    }
    if (!slow) return void tcp.write(data.bytes);
    return new Promise<void>((resolve, reject) => tcp.write(data.bytes, (err) => (err ? reject(err) : resolve())));
  };
}
