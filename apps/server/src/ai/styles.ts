/**
 * The art-style catalogue, owned by the AI interface (not by an engine): the id books store (the spec's new book
 * sends style '1'), the name GET /api/style shows, and the prompt template a remote picture service is given.
 * Every engine draws every style here — the built-in illustrator adds its palette and filters per id
 * (builtin/illustrator/style.ts).
 */
export interface StyleEntry {
  id: string;
  name: string;
  nameEn: string;
  /** the style's prompt template for a remote image model */
  promptEn: string;
}

export const ART_STYLES: readonly StyleEntry[] = [
  {
    id: '1',
    name: '繽紛卡通',
    nameEn: 'Cartoon',
    promptEn:
      'Bright cartoon picture-book illustration for children: clean bold outlines, flat vivid colours, friendly rounded shapes.',
  },
  {
    id: '2',
    name: '水彩',
    nameEn: 'Watercolour',
    promptEn:
      'Soft watercolour painting on textured paper: gentle transparent washes, pastel colours, blooms of pigment, white paper edges.',
  },
  {
    id: '3',
    name: '蠟筆',
    nameEn: 'Crayon',
    promptEn:
      "A child's wax crayon drawing: thick waxy diagonal strokes, warm bright colours, the paper showing through.",
  },
  {
    id: '4',
    name: '色鉛筆',
    nameEn: 'Coloured pencil',
    promptEn:
      'Coloured pencil drawing on cream paper: fine hatching strokes, light pastel tones, visible pencil texture.',
  },
  {
    id: '5',
    name: '剪紙',
    nameEn: 'Paper cut',
    promptEn: 'Paper-cut collage: layered matte construction-paper shapes with white cut edges and soft drop shadows.',
  },
  {
    id: '6',
    name: '像素',
    nameEn: 'Pixel',
    promptEn: 'Pixel art: a 16-colour retro game palette, chunky visible square pixels, no smoothing.',
  },
  {
    id: '7',
    name: '夜光',
    nameEn: 'Night glow',
    promptEn: 'A night scene in deep blues with softly glowing figures and warm luminous outlines.',
  },
];

export function findArtStyle(id: string): StyleEntry | undefined {
  return ART_STYLES.find((s) => s.id === id);
}

/** The catalogue entry of an id every engine must draw; a missing one is a programming error. */
export function artStyle(id: string): StyleEntry {
  const s = findArtStyle(id);
  if (!s) throw new Error(`no art style ${id} in the catalogue`);
  return s;
}
