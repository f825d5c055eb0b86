import type { Age, Pose } from './look.ts';

/**
 * Poses as joint angles, in degrees: 0 points straight down, 90 forward (the way the figure faces), 180 up.
 * `bend` is the elbow's or knee's turn added to the upper limb's angle. `turn` tips the whole body over (lying,
 * flying, swimming), `lean` the upper body only; `lift` raises the figure off the ground (a jump).
 */
export interface Limb {
  upper: number;
  bend: number;
}
export interface PoseDef {
  armF: Limb;
  armB: Limb;
  legF: Limb;
  legB: Limb;
  lean: number;
  turn: number;
  lift: number;
  face: 'smile' | 'laugh' | 'cry' | 'sleep' | 'wow' | 'scared' | 'yawn' | 'angry';
  /** a thing the pose cannot do without, drawn with the body: the branch one hangs from (decision 0050) */
  prop?: 'branch';
}

const L = (upper: number, bend: number): Limb => ({ upper, bend });

export const POSES: Record<Pose, PoseDef[]> = {
  // Every pose has variants: a redraw (another seed) picks another one.
  stand: [
    { armF: L(12, 8), armB: L(-12, -6), legF: L(5, 0), legB: L(-5, 0), lean: 0, turn: 0, lift: 0, face: 'smile' },
    { armF: L(35, 70), armB: L(-15, -5), legF: L(8, 0), legB: L(-4, 0), lean: 0, turn: 0, lift: 0, face: 'smile' },
  ],
  wave: [
    { armF: L(150, 25), armB: L(-12, -6), legF: L(6, 0), legB: L(-5, 0), lean: 0, turn: 0, lift: 0, face: 'laugh' },
    { armF: L(130, 40), armB: L(-20, -10), legF: L(10, 0), legB: L(-4, 0), lean: 3, turn: 0, lift: 0, face: 'smile' },
  ],
  walk: [
    { armF: L(-28, 15), armB: L(30, 20), legF: L(26, -6), legB: L(-22, -22), lean: 3, turn: 0, lift: 0, face: 'smile' },
    { armF: L(30, 25), armB: L(-30, -5), legF: L(-20, -25), legB: L(24, -4), lean: 3, turn: 0, lift: 0, face: 'smile' },
  ],
  run: [
    {
      armF: L(55, 80),
      armB: L(-55, 40),
      legF: L(65, -75),
      legB: L(-40, -55),
      lean: 14,
      turn: 0,
      lift: 4,
      face: 'laugh',
    },
    {
      armF: L(-45, 60),
      armB: L(60, 75),
      legF: L(50, -20),
      legB: L(-55, -70),
      lean: 12,
      turn: 0,
      lift: 5,
      face: 'laugh',
    },
  ],
  jump: [
    {
      armF: L(160, 10),
      armB: L(-160, -10),
      legF: L(35, -70),
      legB: L(-15, -60),
      lean: 0,
      turn: 0,
      lift: 26,
      face: 'laugh',
    },
    {
      armF: L(135, 20),
      armB: L(-135, -20),
      legF: L(20, -10),
      legB: L(-20, 10),
      lean: 0,
      turn: 0,
      lift: 30,
      face: 'wow',
    },
  ],
  sit: [
    {
      armF: L(25, 55),
      armB: L(-20, 20),
      legF: L(80, -20),
      legB: L(75, -10),
      lean: -4,
      turn: 0,
      lift: 0,
      face: 'smile',
    },
    { armF: L(40, 40), armB: L(10, 50), legF: L(95, -95), legB: L(85, -85), lean: 0, turn: 0, lift: 0, face: 'smile' },
  ],
  sleep: [
    { armF: L(20, 40), armB: L(-10, 20), legF: L(10, -10), legB: L(-5, 0), lean: 0, turn: -86, lift: 0, face: 'sleep' },
    { armF: L(70, 60), armB: L(10, 20), legF: L(25, -35), legB: L(5, -10), lean: 0, turn: -90, lift: 0, face: 'sleep' },
  ],
  fly: [
    {
      armF: L(165, 0),
      armB: L(150, 10),
      legF: L(-10, -20),
      legB: L(-25, -10),
      lean: 0,
      turn: 62,
      lift: 70,
      face: 'laugh',
    },
    {
      armF: L(120, 10),
      armB: L(-120, -10),
      legF: L(-15, -40),
      legB: L(0, -10),
      lean: 0,
      turn: 35,
      lift: 80,
      face: 'wow',
    },
  ],
  swim: [
    {
      armF: L(170, 0),
      armB: L(20, 10),
      legF: L(-10, 0),
      legB: L(-30, -20),
      lean: 0,
      turn: 80,
      lift: 30,
      face: 'smile',
    },
    {
      armF: L(120, 30),
      armB: L(-40, 20),
      legF: L(0, -20),
      legB: L(-25, 0),
      lean: 0,
      turn: 75,
      lift: 35,
      face: 'laugh',
    },
  ],
  climb: [
    {
      armF: L(170, -10),
      armB: L(140, 20),
      legF: L(70, -90),
      legB: L(10, -20),
      lean: 0,
      turn: 0,
      lift: 40,
      face: 'wow',
    },
    {
      armF: L(150, 20),
      armB: L(175, -5),
      legF: L(20, -20),
      legB: L(80, -100),
      lean: 0,
      turn: 0,
      lift: 45,
      face: 'smile',
    },
  ],
  ride: [
    { armF: L(60, 30), armB: L(50, 40), legF: L(60, -50), legB: L(55, -45), lean: 6, turn: 0, lift: 0, face: 'laugh' },
    { armF: L(125, 15), armB: L(55, 35), legF: L(55, -45), legB: L(50, -40), lean: 2, turn: 0, lift: 0, face: 'laugh' },
  ],
  hold: [
    { armF: L(70, 50), armB: L(-15, -5), legF: L(6, 0), legB: L(-5, 0), lean: 0, turn: 0, lift: 0, face: 'smile' },
    { armF: L(60, 40), armB: L(25, 60), legF: L(18, -5), legB: L(-14, -10), lean: 2, turn: 0, lift: 0, face: 'laugh' },
  ],
  throw: [
    {
      armF: L(-150, -20),
      armB: L(70, 10),
      legF: L(30, -10),
      legB: L(-25, -10),
      lean: -8,
      turn: 0,
      lift: 0,
      face: 'wow',
    },
    {
      armF: L(120, 0),
      armB: L(-40, -20),
      legF: L(35, -15),
      legB: L(-30, -20),
      lean: 12,
      turn: 0,
      lift: 0,
      face: 'laugh',
    },
  ],
  hug: [
    { armF: L(80, 70), armB: L(70, 80), legF: L(6, 0), legB: L(-5, 0), lean: 6, turn: 0, lift: 0, face: 'laugh' },
    { armF: L(95, 60), armB: L(85, 70), legF: L(12, -4), legB: L(-6, 0), lean: 4, turn: 0, lift: 0, face: 'smile' },
  ],
  dance: [
    {
      armF: L(150, 30),
      armB: L(-100, -40),
      legF: L(40, -70),
      legB: L(-8, 0),
      lean: -6,
      turn: 0,
      lift: 4,
      face: 'laugh',
    },
    {
      armF: L(100, -40),
      armB: L(-150, -30),
      legF: L(8, 0),
      legB: L(-45, -60),
      lean: 6,
      turn: 0,
      lift: 4,
      face: 'laugh',
    },
  ],
  cry: [
    { armF: L(30, 125), armB: L(-25, -125), legF: L(6, 0), legB: L(-5, 0), lean: 4, turn: 0, lift: 0, face: 'cry' },
    { armF: L(20, 130), armB: L(-10, -20), legF: L(8, 0), legB: L(-6, 0), lean: 6, turn: 0, lift: 0, face: 'cry' },
  ],
  laugh: [
    {
      armF: L(125, 30),
      armB: L(-125, -30),
      legF: L(10, 0),
      legB: L(-10, 0),
      lean: -4,
      turn: 0,
      lift: 6,
      face: 'laugh',
    },
    { armF: L(35, 90), armB: L(-35, -90), legF: L(8, 0), legB: L(-8, 0), lean: -6, turn: 0, lift: 0, face: 'laugh' },
  ],
  // A fall: sat down hard on the ground, leaning back on one hand with the other flung up; or flat on the
  // tummy, arms out in front and the lower legs up behind. Both cry (跌倒了 is an ouch).
  fall: [
    {
      armF: L(125, 25),
      armB: L(-40, -15),
      legF: L(88, -12),
      legB: L(70, 15),
      lean: -22,
      turn: 0,
      lift: 0,
      face: 'cry',
    },
    {
      armF: L(165, -10),
      armB: L(140, 20),
      legF: L(-8, -70),
      legB: L(-2, -25),
      lean: 0,
      turn: 82,
      lift: 0,
      face: 'cry',
    },
  ],
  // Gestures (decision 0032): clapping (both hands together in front), pointing (the arm straight out), a hand
  // raised straight up (舉手), scared (hands up at the face, leaning back, wide eyes), sleepy (a yawn, stretching).
  clap: [
    { armF: L(80, 55), armB: L(72, 70), legF: L(6, 0), legB: L(-5, 0), lean: 0, turn: 0, lift: 0, face: 'laugh' },
    { armF: L(125, 40), armB: L(118, 52), legF: L(8, 0), legB: L(-6, 0), lean: -3, turn: 0, lift: 0, face: 'laugh' },
  ],
  point: [
    { armF: L(96, 0), armB: L(-12, -6), legF: L(8, 0), legB: L(-6, 0), lean: 2, turn: 0, lift: 0, face: 'smile' },
    { armF: L(118, 0), armB: L(-15, -10), legF: L(10, 0), legB: L(-5, 0), lean: 0, turn: 0, lift: 0, face: 'wow' },
  ],
  // (a child's arm straight up hid beside its big head and read as scratching it: the arm goes up and forward,
  // clear of the head, decision 0050)
  raise: [
    { armF: L(142, 6), armB: L(-12, -6), legF: L(6, 0), legB: L(-5, 0), lean: -3, turn: 0, lift: 0, face: 'laugh' },
    { armF: L(150, -4), armB: L(-18, -10), legF: L(8, 0), legB: L(-6, 0), lean: -5, turn: 0, lift: 2, face: 'wow' },
  ],
  // The action at a glance (decision 0050). Standing on one leg (單腳站, 金雞獨立): the front knee up and the shin
  // hanging, the arms out to the sides for balance.
  oneleg: [
    { armF: L(96, 6), armB: L(-96, -6), legF: L(82, -88), legB: L(0, 0), lean: 0, turn: 0, lift: 0, face: 'laugh' },
    {
      armF: L(120, 10),
      armB: L(-120, -10),
      legF: L(20, -115),
      legB: L(2, 0),
      lean: 2,
      turn: 0,
      lift: 0,
      face: 'smile',
    },
  ],
  // Hanging upside down from a branch (倒掛, 倒吊): the body turned over, the knees hooked over the branch drawn
  // with the pose, the arms hanging down past the head.
  hang: [
    {
      armF: L(165, 10),
      armB: L(-170, -8),
      legF: L(-10, -100),
      legB: L(0, -95),
      lean: 0,
      turn: 180,
      lift: 34,
      face: 'laugh',
      prop: 'branch',
    },
    {
      armF: L(150, 25),
      armB: L(-160, -20),
      legF: L(-5, -105),
      legB: L(5, -90),
      lean: 0,
      turn: 176,
      lift: 34,
      face: 'wow',
      prop: 'branch',
    },
  ],
  // Angry (生氣, 氣得): fists on the hips or stamping, frowning brows, a red face and a cross vein mark.
  angry: [
    { armF: L(38, -118), armB: L(-38, 118), legF: L(10, 0), legB: L(-10, 0), lean: 4, turn: 0, lift: 0, face: 'angry' },
    { armF: L(-18, 30), armB: L(-30, -20), legF: L(40, -40), legB: L(-8, 0), lean: 8, turn: 0, lift: 0, face: 'angry' },
  ],
  // Catching (接住, 接球): both arms reaching up and forward, the hands together where the ball arrives.
  catch: [
    {
      armF: L(122, -12),
      armB: L(112, -6),
      legF: L(20, -10),
      legB: L(-14, -8),
      lean: -4,
      turn: 0,
      lift: 0,
      face: 'wow',
    },
    { armF: L(100, -5), armB: L(92, 0), legF: L(14, -20), legB: L(-16, -10), lean: 4, turn: 0, lift: 8, face: 'laugh' },
  ],
  // Floating on the back (仰漂, 躺在水上漂): lying face up, the arms out, on the water.
  floatback: [
    { armF: L(150, 0), armB: L(-150, 0), legF: L(10, 0), legB: L(-8, 0), lean: 0, turn: -90, lift: 6, face: 'smile' },
  ],
  // a push-up (伏地挺身, decision 0039): the body tipped nearly flat, straight from head to heels, the arms down to
  // the floor under the shoulders
  pushup: [
    { armF: L(72, 0), armB: L(66, 0), legF: L(2, 0), legB: L(-2, 0), lean: 0, turn: 72, lift: 0, face: 'smile' },
  ],
  // a salute (敬禮, decision 0036): standing straight, the front hand at the brow
  salute: [
    { armF: L(118, 112), armB: L(-4, -2), legF: L(3, 0), legB: L(-3, 0), lean: -1, turn: 0, lift: 0, face: 'smile' },
    { armF: L(126, 106), armB: L(-6, -4), legF: L(4, 0), legB: L(-4, 0), lean: 0, turn: 0, lift: 0, face: 'smile' },
  ],
  scared: [
    {
      armF: L(45, 115),
      armB: L(35, 120),
      legF: L(14, 0),
      legB: L(-12, 0),
      lean: -12,
      turn: 0,
      lift: 0,
      face: 'scared',
    },
    {
      armF: L(150, 30),
      armB: L(-150, -30),
      legF: L(25, -30),
      legB: L(-20, -20),
      lean: -8,
      turn: 0,
      lift: 8,
      face: 'scared',
    },
  ],
  sleepy: [
    { armF: L(40, 118), armB: L(-14, -8), legF: L(6, 0), legB: L(-5, 0), lean: 5, turn: 0, lift: 0, face: 'yawn' },
    { armF: L(160, 40), armB: L(-160, -40), legF: L(6, 0), legB: L(-5, 0), lean: -4, turn: 0, lift: 0, face: 'yawn' },
  ],
  // Two who touch (decision 0032): the front hand held out to the other's (a handshake), the back hand reaching
  // behind to the one who follows holding it, and a piggyback: the carrier's arms back under the rider's legs.
  shake: [
    { armF: L(72, 8), armB: L(-12, -6), legF: L(8, 0), legB: L(-5, 0), lean: 4, turn: 0, lift: 0, face: 'laugh' },
    { armF: L(66, 14), armB: L(-14, -8), legF: L(10, 0), legB: L(-6, 0), lean: 4, turn: 0, lift: 0, face: 'smile' },
  ],
  lead: [
    { armF: L(28, 20), armB: L(-42, 0), legF: L(26, -6), legB: L(-22, -22), lean: 2, turn: 0, lift: 0, face: 'laugh' },
    { armF: L(-20, 15), armB: L(-38, 0), legF: L(-20, -25), legB: L(24, -4), lean: 2, turn: 0, lift: 0, face: 'smile' },
  ],
  follow: [
    { armF: L(42, 0), armB: L(-28, -10), legF: L(24, -6), legB: L(-22, -22), lean: 2, turn: 0, lift: 0, face: 'smile' },
    { armF: L(40, 4), armB: L(30, 20), legF: L(-20, -25), legB: L(24, -4), lean: 2, turn: 0, lift: 0, face: 'laugh' },
  ],
  carry: [
    {
      armF: L(-30, 70),
      armB: L(-40, 60),
      legF: L(24, -8),
      legB: L(-20, -20),
      lean: 14,
      turn: 0,
      lift: 0,
      face: 'smile',
    },
  ],
  piggy: [
    {
      armF: L(105, 40),
      armB: L(95, 50),
      legF: L(70, -60),
      legB: L(62, -55),
      lean: 10,
      turn: 0,
      lift: 0,
      face: 'laugh',
    },
  ],
};

/** Body measures in figure units: a figure standing is 100 units tall from the soles to the top of the head. */
export interface Build {
  legU: number;
  legL: number;
  torso: number;
  neck: number;
  headR: number;
  armU: number;
  armL: number;
  shoulders: number;
  hips: number;
  limb: number;
}
export const BUILDS: Record<Age, Build> = {
  baby: { legU: 12, legL: 11, torso: 24, neck: 2, headR: 21, armU: 11, armL: 10, shoulders: 26, hips: 26, limb: 9 },
  child: { legU: 17, legL: 17, torso: 24, neck: 3, headR: 17, armU: 14, armL: 13, shoulders: 22, hips: 22, limb: 7.5 },
  adult: { legU: 22, legL: 21, torso: 28, neck: 4, headR: 12.5, armU: 17, armL: 16, shoulders: 25, hips: 21, limb: 7 },
  elderly: {
    legU: 20,
    legL: 19,
    torso: 27,
    neck: 3,
    headR: 13,
    armU: 16,
    armL: 15,
    shoulders: 25,
    hips: 23,
    limb: 7,
  },
};
