// Web-platform globals that browsers and Node.js (>= 20) both provide. The domain package runs in both,
// so it declares just these rather than taking the DOM or Node type libraries, which would let
// environment-specific APIs slip in.
declare global {
  function atob(data: string): string;
  function btoa(data: string): string;
  class TextEncoder {
    encode(input?: string): Uint8Array;
  }
  class TextDecoder {
    decode(input?: Uint8Array): string;
  }
  /** The WHATWG URL parser (the parts the domain reads). */
  interface URL {
    readonly protocol: string;
    readonly username: string;
    readonly password: string;
    readonly hostname: string;
    readonly port: string;
  }
  var URL: { new (url: string, base?: string): URL };
}

export {};
