// fontkit ships no types; this declares the one function the social cards use.
declare module 'fontkit' {
  export function openSync(path: string): unknown;
}
