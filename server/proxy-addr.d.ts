declare module "proxy-addr" {
  import type { IncomingMessage } from "node:http";
  /** The client's address: the socket's, or the nearest untrusted one in X-Forwarded-For. */
  export default function proxyAddr(req: IncomingMessage, trust: (address: string, hop: number) => boolean): string;
}
