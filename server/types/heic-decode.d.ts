// heic-decode 2.1 ships no types; this is the part of its API the portfolio pipeline uses.
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 8 bits a channel, with the file's rotation and mirroring applied. */
    data: Uint8ClampedArray;
  }
  interface LazyImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  function decode(input: { buffer: Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    /** Every top-level image, sized but not yet decoded; call `dispose` when done. */
    function all(input: { buffer: Uint8Array }): Promise<LazyImage[] & { dispose(): void }>;
  }
  export default decode;
}
