/**
 * How a figure looks and what it does: the data understand-figure.ts reads from the child's words and
 * figure/*.ts draws. A person is drawn whole from vector parts; an animal stays Fluent emoji artwork, posed.
 */
export type Age = 'baby' | 'child' | 'adult' | 'elderly';
export type HairStyle = 'short' | 'long' | 'pigtails' | 'ponytail' | 'bun' | 'bald' | 'curly';
export type Outfit = 'shirt' | 'dress' | 'suit' | 'coat' | 'robe';

export interface PersonLook {
  age: Age;
  feminine: boolean;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  outfit: Outfit;
  /** shirt or dress */
  top: string;
  /** trousers or skirt (the dress's colour for a dress) */
  bottom: string;
  shoes: string;
  /** the clothes' colour was written (三個穿紅色衣服的小朋友): everyone of the crowd wears it (decision 0042) */
  uniform?: boolean;
  /** a pattern written for the clothes (條紋, 點點, 格子) and the garment it is on */
  pattern?: ClothesPattern;
  patternOn?: 'top' | 'bottom';
}

export type ClothesPattern = 'stripes' | 'dots' | 'check';

export type Pose =
  | 'stand'
  | 'walk'
  | 'run'
  | 'jump'
  | 'sit'
  | 'sleep'
  | 'fly'
  | 'swim'
  | 'climb'
  | 'ride'
  | 'hold'
  | 'throw'
  | 'hug'
  | 'dance'
  | 'cry'
  | 'laugh'
  | 'wave'
  | 'fall'
  // gestures and faces (decision 0032)
  | 'clap'
  | 'point'
  | 'raise'
  | 'salute'
  | 'scared'
  | 'sleepy'
  // exercising on the floor (decision 0039): a push-up, the body straight and low, the hands on the ground
  | 'pushup'
  // two who touch (decision 0032): a handshake, holding hands (the one ahead leads, the other follows), a piggyback
  | 'shake'
  | 'lead'
  | 'follow'
  | 'carry'
  | 'piggy'
  // the action at a glance (decision 0050): standing on one leg, hanging upside down from a branch, angry, catching,
  // floating on the back
  | 'oneleg'
  | 'hang'
  | 'angry'
  | 'catch'
  | 'floatback';

export type HatKind =
  | 'cap'
  | 'sun'
  | 'witch'
  | 'party'
  | 'top'
  | 'beanie'
  | 'chef'
  | 'helmet'
  | 'police'
  | 'pirate'
  | 'space'
  | 'nurse'
  | 'conical'
  // a swimming cap, smooth over the hair (decision 0049)
  | 'swim'
  // a dinosaur hat: a green cap with a row of spikes over the crown (恐龍造型的帽子, decision 0061)
  | 'dino';
export type WornKind =
  | { kind: 'hat'; hat: HatKind }
  | {
      kind:
        | 'crown'
        | 'glasses'
        | 'sunglasses'
        | 'cape'
        | 'wings'
        | 'scarf'
        | 'backpack'
        | 'mask'
        | 'facemask'
        | 'bow'
        | 'eyepatch'
        | 'stethoscope'
        | 'apron'
        | 'vest'
        // swimming goggles over the eyes, the strap round the head (decision 0049)
        | 'goggles'
        // a bride's veil from the crown down the back (decision 0061)
        | 'veil';
    };
/** a pattern the child wrote for a worn or held thing (條紋圍巾, 彩虹色的雨傘, 點點雨傘): decision 0061 */
export type ThingPattern = ClothesPattern | 'rainbow';
export type Worn = WornKind & { colour?: string; pattern?: ThingPattern };

export type HeldKind =
  | 'wand'
  | 'kite'
  | 'umbrella'
  | 'balloon'
  | 'sword'
  | 'book'
  | 'ball'
  | 'lantern'
  | 'flower'
  | 'bag'
  | 'cane'
  // a torch held up, its flame over the head (decision 0049)
  | 'torch';
export interface Held {
  kind: HeldKind;
  colour?: string;
  /**
   * the shape the child wrote for it (decision 0061): a heart or star balloon (愛心氣球, 星星形狀的), an animal one
   * with its ears (兔子燈籠 long ears, 小熊氣球 round ones) or a fish lantern (金魚燈籠) with its tail
   */
  shape?: HeldShape;
  pattern?: ThingPattern;
}
export type HeldShape = 'heart' | 'star' | 'ears' | 'long-ears' | 'fish' | 'spikes';
/** Things drawn by us under the figure; any other ridden thing is its emoji with the figure on its back. */
export type RideKind = 'broom' | 'carpet' | 'bicycle' | 'boat' | 'emoji';
export interface Ride {
  kind: RideKind;
  /** the emoji artwork when kind is 'emoji' (horse, dragon, rocket, boat …) */
  icon?: string;
  /** the colour the child wrote for it (白馬, 紅色的腳踏車) */
  colour?: string;
}

export interface FigureLook {
  /** drawn as a whole person; animals and creatures have none */
  person?: PersonLook;
  pose: Pose;
  worn: Worn[];
  held?: Held;
  /** an emoji prop held in the hand (an apple, a flower …) */
  heldIcon?: string;
  /** the colour the child wrote for it */
  heldColour?: string;
  /** a second one of it in the other hand (兩瓶牛奶, decision 0043) */
  heldBackIcon?: string;
  /** riding along in the main figure's boat, car or mount (爺爺和奶奶坐小船): seated, its own ride not drawn */
  alongside?: boolean;
  ride?: Ride;
  /** several people (學生們, 三個小朋友): how many to draw */
  crowd?: number;
  /** the other people a group names, each as who they are (爸爸媽媽和我: the child after the father and the mother;
   *  一家人: a mother and a child with the father), drawn with the figure before any unnamed crowd (decision 0042) */
  members?: PersonLook[];
  /** prop icons this figure draws itself (in its hand, under it): the renderer skips them */
  carries: string[];
  /** an animal's shirt colour (穿紅色衣服的小熊) */
  clothes?: string;
  /** an animal's own colour when the child gives one (綠色的恐龍): its coat is drawn in it */
  coat?: string;
  /** what an animal does beyond its pose: roars (sound lines), eats or carries (the thing at its mouth), digs (a
   *  hole and a mound), hugs (pressed against the one it hugs) */
  act?: AnimalAct;
  /** how the figure touches its companion (decision 0032): hugging, shaking hands, holding hands, carrying it on
   *  the back; figure.ts moves the companion so the hands (or bodies) meet */
  touch?: Touch;
  /** where a small animal sits on this person when `touch` is `perch` (decision 0060): 頭上, 肩膀上, 手上, 腿上, 背上 */
  perch?: Perch;
  /** falling from a height (從天空掉下來, 從床上掉下來): drawn in the air with speed lines above */
  drop?: boolean;
  /** crying whatever the pose (抱在一起哭) */
  sad?: boolean;
  /** held up by another (a baby in the arms, a child on the back): no shadow of its own on the ground */
  aloft?: boolean;
}
export type Touch = 'hug' | 'shake' | 'hands' | 'back' | 'shoulders' | 'perch' | 'lap' | 'leash';
export type Perch = 'head' | 'shoulder' | 'hand' | 'lap' | 'back';
export type AnimalAct = 'roar' | 'eat' | 'carry' | 'dig' | 'hug';
