import { createRequire } from 'node:module';
import { darken, mix } from '../colour.ts';
import { iconForHexcode, iconBody } from '../emoji.ts';
import type { Species } from './animal.ts';

/**
 * Which animals are drawn whole from the body plan (figure/animal.ts), by the emoji id the understanding picked
 * (the face emoji and the whole-body emoji of one animal share a species). An animal not in the table still gets a
 * body when its emoji is only a face: a mammal or a bird by emojibase's subgroup, in the artwork's own main colour.
 * Animals the emoji draw whole and the table leaves out (a dragon, a snake, insects, sea creatures without bones)
 * stay emoji.
 */
const Q = (s: Omit<Species, 'plan'>): Species => ({ plan: 'quad', ...s });
const B = (s: Omit<Species, 'plan'>): Species => ({ plan: 'bird', ...s });
const U = (s: Omit<Species, 'plan'>): Species => ({ plan: 'upright', ...s });
const F = (s: Omit<Species, 'plan'>): Species => ({ plan: 'fish', ...s });
const T = (s: Omit<Species, 'plan'>): Species => ({ plan: 'biped', ...s });
const S = (s: Omit<Species, 'plan'>): Species => ({ plan: 'shell', ...s });

// Dinosaurs and reptiles: each kind told apart by what children draw (the frill and three horns, the plates, the
// long neck, the tiny arms); a big animal sits by lying down.
const tRex = T({
  coat: '#5fae5a',
  belly: '#d6eab0',
  dark: '#3f7a3c',
  ear: 'none',
  tail: 'heavy',
  snout: 'jaws',
  jaw: 0.9,
  head: 1.35,
  tailLength: 0.75,
  legs: 1.2,
  arms: 0.3,
  lean: 18,
  bulk: 1.2,
  scale: 1.4,
});
const camel = Q({
  coat: '#d9a860',
  belly: '#f0d4a4',
  dark: '#9c6a30',
  ear: 'small',
  tail: 'tuft',
  snout: 'long',
  neck: 1.1,
  legs: 1.5,
  bulk: 1.1,
  hump: 1,
  couches: true,
  scale: 1.2,
});
const crocodile = Q({
  coat: '#5a8f4a',
  belly: '#c8d89a',
  dark: '#3e6a32',
  ear: 'none',
  tail: 'heavy',
  snout: 'jaws',
  jaw: 1.6,
  legs: 0.35,
  bulk: 0.9,
  length: 1.7,
  head: 0.9,
  ridge: 'scutes',
  couches: true,
});

const cat = Q({
  coat: '#f2a649',
  belly: '#fff1dc',
  ear: 'point',
  tail: 'long',
  snout: 'cat',
  pattern: 'stripes',
  dark: '#c9752b',
  legs: 0.9,
  bulk: 0.85,
});
const dog = Q({ coat: '#d9a066', belly: '#fff1dc', dark: '#8a5a32', ear: 'floppy', tail: 'curl', snout: 'dog' });
const bear = Q({
  coat: '#8b5a3c',
  belly: '#d9b38c',
  ear: 'round',
  tail: 'short',
  snout: 'dog',
  legs: 0.75,
  bulk: 1.2,
  head: 1.1,
});
const mouse = Q({
  coat: '#b8b4c0',
  belly: '#f4eef6',
  ear: 'big',
  tail: 'thin',
  snout: 'cat',
  legs: 0.45,
  bulk: 0.6,
  scale: 0.6,
});
const rabbit = Q({ coat: '#f4f1ee', belly: '#ffffff', ear: 'long', tail: 'puff', snout: 'cat', legs: 0.55, bulk: 0.8 });
const pig = Q({ coat: '#ffb3c1', belly: '#ffd3dc', ear: 'point', tail: 'curl', snout: 'pig', legs: 0.6, bulk: 1.05 });
const cow = Q({
  coat: '#fafafa',
  dark: '#2d2d2d',
  belly: '#ffd3dc',
  ear: 'small',
  tail: 'tuft',
  snout: 'bovine',
  pattern: 'patches',
  horns: 'small',
  legs: 1.1,
  bulk: 1.25,
  scale: 1.15,
  hooves: true,
  udder: true,
});
// a horse: a long head angled down on a long raised neck, a mane, a hanging tail, tall slim legs on hooves — with a
// dog's round head and curled-up tail it read as a big dog (issue O #20, decision 0042)
const horse = Q({
  coat: '#a0673c',
  dark: '#4a2c1a',
  ear: 'point',
  tail: 'flow',
  snout: 'equine',
  legs: 1.55,
  bulk: 1.1,
  neck: 1.35,
  head: 0.85,
  scale: 1.15,
  hooves: true,
  mane: true,
});
const tiger = Q({
  coat: '#f28b2a',
  belly: '#fff4e2',
  dark: '#2b1d1a',
  ear: 'round',
  tail: 'long',
  snout: 'cat',
  pattern: 'stripes',
  legs: 1,
  bulk: 1.15,
  head: 1.05,
});
const monkey = Q({
  coat: '#8a5a3a',
  belly: '#f2c9a0',
  ear: 'round',
  tail: 'long',
  snout: 'flat',
  pattern: 'face',
  legs: 0.9,
  bulk: 0.8,
  head: 1.1,
});
const bird = B({ coat: '#4aa8ff', belly: '#dff0ff', ear: 'none', tail: 'fan', snout: 'beak', bulk: 0.8, scale: 0.6 });
const fish = F({ coat: '#ff8a3d', belly: '#ffe0c2', ear: 'none', tail: 'none', snout: 'flat', bulk: 0.8, scale: 0.7 });

export const SPECIES: Record<string, Species> = {
  't-rex': tRex,
  velociraptor: T({
    coat: '#c98a4a',
    belly: '#f2d8b0',
    dark: '#7a4a22',
    ear: 'none',
    tail: 'heavy',
    snout: 'jaws',
    pattern: 'stripes',
    jaw: 0.9,
    head: 0.9,
    tailLength: 0.9,
    legs: 1.15,
    arms: 0.55,
    lean: 12,
    bulk: 0.75,
  }),
  kangaroo: T({
    coat: '#c98a56',
    belly: '#f2d6b8',
    ear: 'point',
    tail: 'heavy',
    snout: 'long',
    legs: 1.25,
    arms: 0.6,
    lean: 58,
    tailLength: 0.85,
    bulk: 0.85,
    head: 0.85,
    neck: 0.2,
  }),
  triceratops: Q({
    coat: '#e0a05a',
    belly: '#f6dcb2',
    dark: '#9c5a2a',
    ear: 'none',
    tail: 'heavy',
    snout: 'flat',
    horns: 'frill',
    tailLength: 0.55,
    legs: 0.85,
    bulk: 1.35,
    length: 1.15,
    head: 1.6,
    couches: true,
    scale: 1.3,
  }),
  stegosaurus: Q({
    coat: '#8fbf5a',
    belly: '#e3efb8',
    dark: '#e0743a',
    ear: 'none',
    tail: 'heavy',
    snout: 'flat',
    ridge: 'plates',
    tailLength: 0.9,
    legs: 0.9,
    bulk: 1.3,
    length: 1.2,
    head: 0.75,
    couches: true,
    scale: 1.3,
  }),
  sauropod: Q({
    coat: '#8aa8d8',
    belly: '#dbe6f6',
    dark: '#5a78a8',
    ear: 'none',
    tail: 'heavy',
    snout: 'flat',
    legs: 1.35,
    bulk: 1.45,
    length: 1.25,
    neck: 3,
    head: 0.7,
    couches: true,
    scale: 1.5,
  }),
  pterodactyl: B({
    coat: '#c97a5a',
    belly: '#f0c8a8',
    dark: '#a0563a',
    ear: 'crest',
    tail: 'none',
    snout: 'jaws',
    jaw: 1.5,
    wingspan: 2.2,
    legs: 0.8,
    bulk: 0.75,
    head: 1.1,
    scale: 1,
  }),
  turtle: S({ coat: '#6a9a4a', dark: '#3f6a2a', belly: '#b8d88a', ear: 'none', tail: 'none', snout: 'flat' }),
  camel,
  'two-hump-camel': { ...camel, hump: 1.3, coat: '#c8955a' },
  crocodile,
  lizard: { ...crocodile, coat: '#6cc24a', snout: 'flat', ridge: undefined, length: 1.4, bulk: 0.6, legs: 0.45 },
  seal: Q({
    coat: '#8e9aa6',
    belly: '#d6dde4',
    dark: '#5e6a76',
    ear: 'none',
    tail: 'fan',
    snout: 'dog',
    pattern: 'spots',
    legs: 0.3,
    length: 1.35,
    head: 1.05,
    lies: true,
    couches: true,
  }),
  otter: Q({
    coat: '#8a5a3a',
    belly: '#d9b38c',
    ear: 'small',
    tail: 'heavy',
    tailLength: 0.6,
    snout: 'dog',
    legs: 0.45,
    bulk: 0.75,
    length: 1.3,
    scale: 0.6,
  }),
  cat,
  'cat-face': cat,
  'black-cat': { ...cat, coat: '#3a3a44', belly: '#5a5a66', pattern: 'none' },
  dog,
  'dog-face': dog,
  poodle: { ...dog, coat: '#f4f1ee', dark: '#c9c2bb', pattern: 'wool' },
  'guide-dog': { ...dog, coat: '#e8c27a' },
  'service-dog': { ...dog, coat: '#e8c27a' },
  fox: Q({
    coat: '#f47b2a',
    belly: '#ffffff',
    dark: '#3a2418',
    ear: 'point',
    tail: 'bushy',
    snout: 'long',
    legs: 0.85,
    bulk: 0.9,
  }),
  wolf: Q({
    coat: '#8e96a3',
    belly: '#e8ebef',
    dark: '#4d5360',
    ear: 'point',
    tail: 'bushy',
    snout: 'long',
    legs: 1.1,
  }),
  bear,
  'teddy-bear-figure': bear,
  'polar-bear': { ...bear, coat: '#f4f6f8', belly: '#ffffff' },
  panda: { ...bear, coat: '#ffffff', belly: '#ffffff', dark: '#2b2b2b', pattern: 'panda' },
  koala: Q({
    coat: '#9aa3ad',
    belly: '#e9edf1',
    ear: 'big',
    tail: 'none',
    snout: 'flat',
    legs: 0.6,
    bulk: 0.9,
    head: 1.2,
  }),
  tiger,
  'tiger-face': tiger,
  leopard: { ...tiger, coat: '#f2c14e', pattern: 'spots', dark: '#5a3a1a' },
  // 雪豹: a leopard in a pale grey coat with dark rosettes and a long thick tail (decision 0054)
  'snow-leopard': { ...tiger, coat: '#e4e4e0', belly: '#f8f8f6', pattern: 'spots', dark: '#4a4a52', tail: 'bushy' },
  // 狐獴: a slim tan animal standing up on its hind legs, dark round the eyes, a thin tail behind (decision 0054)
  meerkat: T({
    coat: '#c9a57a',
    belly: '#efdcc0',
    dark: '#4a3a2a',
    ear: 'small',
    tail: 'heavy',
    snout: 'cat',
    pattern: 'panda',
    legs: 0.8,
    arms: 0.45,
    lean: 80,
    tailLength: 0.55,
    bulk: 0.55,
    head: 0.8,
    neck: 0.3,
    scale: 0.5,
  }),
  // 穿山甲: a long low brown body under a ridge of scales, a small pointed head and a long heavy tail (decision 0054)
  pangolin: Q({
    coat: '#9a6a44',
    belly: '#d9b38c',
    dark: '#5e3e26',
    ear: 'none',
    tail: 'heavy',
    snout: 'long',
    ridge: 'scutes',
    legs: 0.4,
    bulk: 0.8,
    length: 1.4,
    head: 0.7,
    tailLength: 0.8,
    scale: 0.6,
  }),
  // 石虎, Taiwan's leopard cat: a cat with spots, not a tiger
  'leopard-cat': { ...cat, coat: '#c9a46a', belly: '#f4e6cc', pattern: 'spots', dark: '#5a3a1a' },
  lion: Q({
    coat: '#e9b04a',
    belly: '#fbe3b0',
    dark: '#a5561f',
    ear: 'round',
    tail: 'tuft',
    snout: 'cat',
    pattern: 'mane',
    legs: 1.05,
    bulk: 1.15,
    head: 1.05,
  }),
  mouse,
  'mouse-face': mouse,
  rat: { ...mouse, coat: '#8d8a94' },
  hamster: Q({
    coat: '#f2b96b',
    belly: '#fff4e2',
    ear: 'round',
    tail: 'none',
    snout: 'cat',
    legs: 0.35,
    bulk: 0.7,
    head: 1.15,
    scale: 0.6,
  }),
  rabbit,
  'rabbit-face': rabbit,
  pig,
  'pig-face': pig,
  // 山豬: a pig's disc snout on a dark bristly body with a ridge along the back (0054: with a cat's ears it read as a cat)
  boar: {
    ...pig,
    coat: '#6a4a36',
    belly: '#8f6a50',
    dark: '#3e2a1e',
    tail: 'short',
    ear: 'small',
    ridge: 'scutes',
    bulk: 1.1,
  },
  cow,
  'cow-face': cow,
  ox: { ...cow, coat: '#8a5a3a', belly: '#c9a080', pattern: 'none', horns: 'crescent', udder: false },
  // 水牛: slate grey, wide horns sweeping back, a pale grey muzzle
  'water-buffalo': { ...cow, coat: '#5a5660', belly: '#9a96a0', pattern: 'none', horns: 'crescent', udder: false },
  ewe: Q({
    coat: '#f7f3ea',
    belly: '#f7f3ea',
    dark: '#3a3236',
    ear: 'floppy',
    tail: 'short',
    snout: 'flat',
    pattern: 'wool',
    legs: 0.8,
  }),
  ram: Q({
    coat: '#f7f3ea',
    belly: '#f7f3ea',
    dark: '#3a3236',
    ear: 'floppy',
    tail: 'short',
    snout: 'flat',
    pattern: 'wool',
    legs: 0.8,
    horns: 'curled',
  }),
  // a goat: a long head with a beard and horns swept back, hooves, a short tail up
  goat: Q({
    coat: '#efe9e0',
    dark: '#a89c8c',
    ear: 'point',
    tail: 'short',
    snout: 'equine',
    horns: 'small',
    legs: 1.05,
    bulk: 0.85,
    neck: 0.5,
    hooves: true,
    beard: true,
  }),
  llama: Q({
    coat: '#f3e3c8',
    belly: '#fff6e6',
    ear: 'point',
    tail: 'short',
    snout: 'equine',
    neck: 1.3,
    legs: 1.2,
    pattern: 'wool',
  }),
  horse,
  'horse-face': horse,
  unicorn: { ...horse, coat: '#ffffff', dark: '#ff8fd0', horns: 'one' },
  zebra: { ...horse, coat: '#ffffff', dark: '#222222', pattern: 'zebra', legs: 1.35, tail: 'tuft' },
  // a deer: slender on tall hooved legs, a small long head with big ears and antlers, a white tail
  deer: Q({
    coat: '#b9773f',
    belly: '#f4dcc0',
    dark: '#f7efe2',
    ear: 'point',
    tail: 'puff',
    snout: 'equine',
    pattern: 'spots',
    horns: 'antlers',
    legs: 1.5,
    bulk: 0.85,
    neck: 0.9,
    head: 0.85,
    hooves: true,
  }),
  giraffe: Q({
    coat: '#f2c14e',
    belly: '#fbe6b0',
    dark: '#a5561f',
    ear: 'point',
    tail: 'tuft',
    snout: 'equine',
    pattern: 'spots',
    horns: 'ossicones',
    hooves: true,
    legs: 1.6,
    neck: 2.6,
    scale: 1.3,
  }),
  elephant: Q({
    coat: '#9aa3b0',
    belly: '#b5bcc7',
    ear: 'big',
    tail: 'thin',
    snout: 'trunk',
    legs: 1.05,
    bulk: 1.45,
    head: 1.25,
    scale: 1.3,
  }),
  hippopotamus: Q({
    coat: '#9a8aa6',
    belly: '#e6b8c8',
    ear: 'small',
    tail: 'short',
    snout: 'pig',
    legs: 0.6,
    bulk: 1.45,
    head: 1.2,
    scale: 1.2,
  }),
  rhinoceros: Q({
    coat: '#9aa0a6',
    belly: '#b8bdc2',
    ear: 'small',
    tail: 'short',
    snout: 'dog',
    horns: 'one',
    legs: 0.8,
    bulk: 1.4,
    scale: 1.2,
  }),
  // 浣熊: round ears, a white brow over a black mask, a ringed tail (decision 0054: with pointed ears it was a grey cat)
  raccoon: Q({
    coat: '#8e8a86',
    belly: '#f2f0ee',
    dark: '#2f2b2a',
    ear: 'round',
    tail: 'bushy',
    snout: 'dog',
    pattern: 'mask',
    legs: 0.7,
    bulk: 0.85,
  }),
  // 小熊貓: a red panda — a raccoon's round ears, pale face marks and ringed tail on a rust coat (decision 0054)
  'red-panda': Q({
    coat: '#c8542a',
    belly: '#f4ece4',
    dark: '#5a2a18',
    ear: 'round',
    tail: 'bushy',
    snout: 'dog',
    pattern: 'mask',
    legs: 0.6,
    bulk: 0.8,
  }),
  monkey,
  'monkey-face': monkey,
  gorilla: { ...monkey, coat: '#4a4650', belly: '#7a7480', bulk: 1.2, head: 1.1, scale: 1.1 },
  orangutan: { ...monkey, coat: '#c8642a', belly: '#e8a070' },
  moose: Q({
    coat: '#6e4a2e',
    belly: '#9a7050',
    ear: 'point',
    tail: 'short',
    snout: 'equine',
    hooves: true,
    horns: 'antlers',
    legs: 1.35,
    bulk: 1.2,
    scale: 1.15,
  }),
  // a donkey: grey, long ears, a pale muzzle, a short upright mane and a tufted tail, smaller than a horse
  donkey: {
    ...horse,
    coat: '#9a9aa0',
    belly: '#e6e6ea',
    dark: '#4a4a50',
    ear: 'long',
    tail: 'tuft',
    legs: 1.2,
    neck: 0.9,
    head: 1,
    scale: 1,
  },
  bison: {
    ...cow,
    coat: '#6a4a32',
    belly: '#8a6a50',
    dark: '#3a2818',
    pattern: 'none',
    horns: 'curled',
    bulk: 1.35,
    udder: false,
  },
  goose: B({
    coat: '#f4f4f4',
    dark: '#d8d8d8',
    ear: 'none',
    tail: 'short',
    snout: 'bill',
    neck: 1.2,
    bulk: 1,
    scale: 0.8,
  }),
  blackbird: { ...bird, coat: '#2e2e36', belly: '#4a4a56', dark: '#1e1e24' },
  // 火雞: the tail fanned up behind, a bare pale head with the red wattle (decision 0054: it read as a brown duck)
  turkey: B({
    coat: '#6a4028',
    dark: '#a5704a',
    ear: 'none',
    tail: 'turkey',
    snout: 'beak',
    bulk: 1.1,
    scale: 0.85,
    comb: true,
    headColour: '#c9b6a8',
  }),
  chipmunk: Q({
    coat: '#b5703c',
    belly: '#f4dcc0',
    dark: '#5a3218',
    ear: 'small',
    tail: 'bushy',
    snout: 'cat',
    pattern: 'stripes',
    legs: 0.5,
    bulk: 0.6,
    scale: 0.6,
  }),
  frog: Q({
    coat: '#5cc25a',
    belly: '#d6f5b8',
    ear: 'none',
    tail: 'none',
    snout: 'flat',
    legs: 0.4,
    bulk: 0.8,
    head: 1.2,
    scale: 0.65,
  }),
  bird,
  'baby-chick': B({ coat: '#ffd43b', ear: 'none', tail: 'none', snout: 'beak', bulk: 0.6, head: 1.2, scale: 0.5 }),
  'front-facing-baby-chick': B({
    coat: '#ffd43b',
    ear: 'none',
    tail: 'none',
    snout: 'beak',
    bulk: 0.6,
    head: 1.2,
    scale: 0.5,
  }),
  chicken: B({
    coat: '#ffffff',
    dark: '#f0f0f0',
    ear: 'none',
    tail: 'fan',
    snout: 'beak',
    bulk: 1,
    scale: 0.75,
    comb: true,
  }),
  rooster: B({
    coat: '#f4ede0',
    dark: '#c8502a',
    ear: 'none',
    tail: 'fan',
    snout: 'beak',
    bulk: 1,
    scale: 0.8,
    comb: true,
  }),
  duck: B({
    coat: '#ffffff',
    belly: '#ffffff',
    dark: '#e8e8e8',
    ear: 'none',
    tail: 'short',
    snout: 'bill',
    bulk: 0.9,
    scale: 0.7,
  }),
  swan: B({ coat: '#ffffff', ear: 'none', tail: 'short', snout: 'bill', neck: 1.6, bulk: 1.1, scale: 0.85 }),
  dove: { ...bird, coat: '#e8eaf0', belly: '#ffffff' },
  parrot: { ...bird, coat: '#37c45a', belly: '#ffd43b', dark: '#2a7ae4', snout: 'hook' },
  // an eagle: dark brown with a white head and a big yellow hooked beak
  eagle: B({
    coat: '#5a3a22',
    dark: '#3e2614',
    ear: 'none',
    tail: 'fan',
    snout: 'hook',
    bulk: 1.15,
    scale: 0.9,
    headColour: '#f6f4ee',
  }),
  flamingo: B({ coat: '#ff8fb0', ear: 'none', tail: 'short', snout: 'hook', legs: 3, neck: 1.5, scale: 0.9 }),
  // a peacock: a blue bird with a crest and its green train of eyes fanned up behind
  peacock: B({
    coat: '#1f6ad0',
    dark: '#1faa7a',
    ear: 'none',
    tail: 'peacock',
    snout: 'beak',
    neck: 0.5,
    scale: 0.85,
    crest: true,
  }),
  // 鳳凰: a fiery red bird with a golden head, a crest and a long fanned train; it had no drawing and the picture failed
  // (decision 0054)
  phoenix: B({
    coat: '#e8502a',
    dark: '#f2c14e',
    ear: 'none',
    tail: 'peacock',
    snout: 'beak',
    neck: 0.5,
    scale: 0.9,
    crest: true,
    headColour: '#f2c14e',
  }),
  ostrich: B({
    coat: '#4a3a36',
    belly: '#f4f0ea',
    dark: '#2e2422',
    ear: 'none',
    tail: 'puff',
    snout: 'beak',
    legs: 3.2,
    neck: 1.8,
    bulk: 1.1,
    scale: 1.1,
  }),
  penguin: U({
    coat: '#2b3340',
    belly: '#ffffff',
    dark: '#1d232c',
    ear: 'none',
    tail: 'none',
    snout: 'beak',
    legs: 0.5,
    scale: 0.8,
  }),
  owl: U({
    coat: '#9a6a44',
    belly: '#e8cfa8',
    dark: '#6e4a2e',
    ear: 'tufts',
    tail: 'none',
    snout: 'hook',
    legs: 0.4,
    scale: 0.7,
  }),
  fish,
  'tropical-fish': { ...fish, coat: '#ffcc33', dark: '#2a7ae4', pattern: 'stripes' },
  shark: F({
    coat: '#7f93a8',
    belly: '#eef3f7',
    ear: 'none',
    tail: 'none',
    snout: 'flat',
    legs: 0.7,
    bulk: 1.25,
    scale: 1.1,
  }),
  dolphin: F({ coat: '#5aa7e8', belly: '#e6f3ff', ear: 'none', tail: 'none', snout: 'long', legs: 0.7, bulk: 1.1 }),
  whale: F({
    coat: '#3f6fb5',
    belly: '#dbe8f7',
    ear: 'none',
    tail: 'none',
    snout: 'flat',
    legs: 1.1,
    bulk: 1.4,
    scale: 1.3,
  }),
  'spouting-whale': F({
    coat: '#3f6fb5',
    belly: '#dbe8f7',
    ear: 'none',
    tail: 'none',
    snout: 'flat',
    legs: 1.1,
    bulk: 1.4,
    scale: 1.3,
  }),
};

/** emojibase subgroups: 12 cat faces, 13 monkey faces, 34 mammals, 35 birds. */
let subgroups: Map<string, number> | undefined;
function subgroupOf(icon: string): number | undefined {
  if (!subgroups) {
    subgroups = new Map();
    const require = createRequire(import.meta.url);
    const data = require('emojibase-data/en/data.json') as { hexcode: string; subgroup?: number }[];
    for (const e of data) {
      if (e.subgroup === undefined) continue;
      const name = iconForHexcode(e.hexcode);
      if (name) subgroups.set(name, e.subgroup);
    }
  }
  return subgroups.get(icon);
}

/** The artwork's main colour (the fill used most), leaving out near-white, near-black and pinks of cheeks. */
function mainColour(icon: string): string {
  const counts = new Map<string, number>();
  for (const m of iconBody(icon).matchAll(/(?:fill|stop-color)="(#[0-9a-fA-F]{6})"/g)) {
    const c = m[1]!.toLowerCase();
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as [number, number, number];
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    if (max < 40 || min > 235) continue;
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let best = '#b08a6a';
  let n = 0;
  for (const [c, k] of counts) if (k > n) [best, n] = [c, k];
  return best;
}

/**
 * Whether an emoji id (without its skin tone) is a person drawn as a bust or a head in the artwork: the person,
 * gesture, role and fantasy subgroups (a pilot, a judge, a detective, a bride). They are drawn whole as people
 * instead (decision 0042); the full-body activity and sport emoji are not included.
 */
export function bustOfPerson(icon: string): boolean {
  // (a troll is a creature, a mermaid our own drawing: they keep their artwork)
  if (/^(troll|mer)/.test(icon)) return false;
  const g = subgroupOf(icon);
  return g !== undefined && g >= 23 && g <= 26;
}

const fallback = new Map<string, Species | null>();

/** The body plan for an animal emoji, or undefined when it stays emoji artwork. */
export function speciesFor(icon: string): Species | undefined {
  const own = SPECIES[icon];
  if (own) return own;
  let sp = fallback.get(icon);
  if (sp === undefined) {
    sp = null;
    const g = subgroupOf(icon);
    // Cat and monkey faces (the smileys among them) are cats and monkeys; another mammal's face a four-legged
    // body in its colour; any bird a bird (a bird emoji is whole already, but the plan poses it). Feathers and
    // wings (subgroup 35 too) are things, not animals.
    if (g === 12) sp = cat;
    else if (g === 13) sp = monkey;
    else if (g === 34 && icon.endsWith('-face'))
      sp = { ...dog, coat: mainColour(icon), belly: undefined, dark: undefined, ear: 'round', tail: 'short' };
    else if (g === 35 && !['feather', 'wing', 'hatching-chick', 'egg'].includes(icon))
      sp = { ...bird, coat: mainColour(icon), belly: undefined };
    fallback.set(icon, sp);
  }
  return sp ?? undefined;
}

/**
 * How tall an animal really is beside a child (a child = 1): a mouse small, an elephant big. Keyed by the emoji id
 * (face and whole-body emoji alike); an animal not listed is estimated from its body plan and `scale`.
 */
const REAL_HEIGHT: Record<string, number> = {
  mouse: 0.12,
  'mouse-face': 0.12,
  rat: 0.14,
  hamster: 0.11,
  chipmunk: 0.16,
  frog: 0.12,
  'baby-chick': 0.12,
  'front-facing-baby-chick': 0.12,
  'hatching-chick': 0.12,
  rabbit: 0.3,
  'rabbit-face': 0.3,
  cat: 0.32,
  'cat-face': 0.32,
  'black-cat': 0.32,
  hedgehog: 0.14,
  squirrel: 0.16,
  bird: 0.16,
  blackbird: 0.16,
  dove: 0.2,
  parrot: 0.28,
  duck: 0.3,
  chicken: 0.35,
  rooster: 0.4,
  owl: 0.32,
  raccoon: 0.35,
  fox: 0.4,
  dog: 0.5,
  'dog-face': 0.5,
  poodle: 0.5,
  'guide-dog': 0.55,
  'service-dog': 0.55,
  'monkey-face': 0.5,
  monkey: 0.5,
  koala: 0.45,
  penguin: 0.5,
  goose: 0.5,
  swan: 0.55,
  turkey: 0.55,
  peacock: 0.6,
  eagle: 0.55,
  pig: 0.55,
  'pig-face': 0.55,
  boar: 0.6,
  wolf: 0.65,
  ewe: 0.65,
  ram: 0.7,
  goat: 0.65,
  sheep: 0.65,
  'teddy-bear-figure': 0.9,
  bear: 0.95,
  panda: 0.8,
  leopard: 0.7,
  tiger: 0.85,
  'tiger-face': 0.85,
  lion: 0.9,
  'lion-face': 0.9,
  kangaroo: 1.1,
  flamingo: 1.0,
  gorilla: 1.2,
  orangutan: 1.0,
  donkey: 1.0,
  llama: 1.3,
  deer: 1.1,
  'polar-bear': 1.1,
  cow: 1.15,
  'cow-face': 1.15,
  ox: 1.2,
  'water-buffalo': 1.2,
  zebra: 1.2,
  horse: 1.35,
  'horse-face': 1.35,
  unicorn: 1.35,
  bison: 1.4,
  camel: 1.7,
  moose: 1.7,
  rhinoceros: 1.4,
  hippopotamus: 1.3,
  elephant: 2.3,
  giraffe: 3.2,
  't-rex': 3,
  sauropod: 3,
  triceratops: 1.9,
  stegosaurus: 2.2,
  velociraptor: 0.8,
  pterodactyl: 1,
  crocodile: 0.45,
  lizard: 0.08,
  otter: 0.35,
  seal: 0.5,
  'two-hump-camel': 1.7,
  'leopard-cat': 0.3,
  'snow-leopard': 0.55,
  meerkat: 0.3,
  pangolin: 0.3,
  'red-panda': 0.3,
  ostrich: 2.2,
  dragon: 2.5,
  turtle: 0.25,
  snake: 0.2,
  'tropical-fish': 0.2,
  fish: 0.2,
  dolphin: 0.9,
  shark: 1.3,
  whale: 3,
  'spouting-whale': 3,
};

export function realHeight(icon: string): number {
  const own = REAL_HEIGHT[icon];
  if (own !== undefined) return own;
  const sp = speciesFor(icon);
  if (!sp) return 0.6;
  const s = sp.scale ?? 1;
  return sp.plan === 'bird' ? 0.25 * s : sp.plan === 'fish' ? 0.3 * s : 0.55 * s * s;
}

/** Whether a child can sit on its back (four legs, two legs and a tail, a shell): a bird or a fish cannot. */
export function rideable(sp: Species | undefined): boolean {
  return sp !== undefined && (sp.plan === 'quad' || sp.plan === 'biped' || sp.plan === 'shell');
}

/** The species in the colour the child gave it (綠色的恐龍, 粉紅色的大象): coat, its darker marks and a lighter belly. */
export function inColour(sp: Species, colour: string | undefined): Species {
  if (!colour) return sp;
  return { ...sp, coat: colour, dark: darken(colour, 0.3), belly: sp.belly ? mix(colour, '#ffffff', 0.6) : undefined };
}

/** The real height of an animal the table lists (undefined for a thing or an unlisted animal). */
export function knownHeight(icon: string): number | undefined {
  return REAL_HEIGHT[icon];
}
