// The segmenter is the text wing's (src/text/segment.ts), shared with the AI modules: one dictionary with the
// children's words, one native-or-wasm loader.
export { tokenize, warmSegmenter, type Token } from '../../text/segment.ts';
