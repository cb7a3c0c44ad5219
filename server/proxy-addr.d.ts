declare module "proxy-addr" {
  import type { IncomingMessage } from "node:http";
  /** The client's address: the socket's, or the nearest untrusted one in X-Forwarded-For. */
  function proxyAddr(req: IncomingMessage, trust: (address: string, hop: number) => boolean): string;
  namespace proxyAddr {
    /** Express's "trust proxy" list as a trust function; throws on an entry it cannot read. */
    function compile(value: string | string[]): (address: string, hop: number) => boolean;
  }
  export default proxyAddr;
}
