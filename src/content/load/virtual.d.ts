/** The media table the content plugin generates (scripts/lib/content-plugin.ts). */
declare module 'virtual:content-media' {
  const media: import('../media.ts').MediaTable;
  export default media;
}
