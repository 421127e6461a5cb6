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

export function frameSender(socket: WebSocket, tcp: Pick<Socket, 'cork' | 'uncork'>): (data: string) => Promise<void> {
  let corked = false;
  const uncork = () => {
    corked = false;
    tcp.uncork();
  };
  return (data) =>
    new Promise<void>((resolve, reject) => {
      if (socket.readyState !== socket.OPEN) return resolve();
      if (!corked) {
        corked = true;
        tcp.cork();
        setImmediate(uncork);
      }
      const wait = socket.bufferedAmount > HIGH_WATER;
      socket.send(data, (err) => {
        if (!wait) return;
        if (err) reject(err);
        else resolve();
      });
      if (!wait) resolve();
    });
}
