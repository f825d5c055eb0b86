// The segmenter moved to the text wing (src/text/segment.ts), shared with the report's analyser.
export { normalise, segment, type Word } from '../../text/segment.ts';
