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

/** Text frames only (the protocol's): a message made once for many subscribers comes as its UTF-8 bytes (ws-next.ts). */
export function frameSender(socket: WebSocket, tcp: Pick<Socket, 'cork' | 'uncork'>): (data: string | Buffer) => Promise<void> | void {
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
    // ws sends a Buffer as a binary frame unless told otherwise.
    const options = typeof data === 'string' ? {} : TEXT;
    if (socket.bufferedAmount <= HIGH_WATER) {
      socket.send(data, options);
      return;
    }
    return new Promise<void>((resolve, reject) => socket.send(data, options, (err) => (err ? reject(err) : resolve())));
  };
}
