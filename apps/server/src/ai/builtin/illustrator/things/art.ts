/**
 * Our own drawings for things the emoji library lacks or gets wrong (雞排 is food, not a live rooster; 噴水 is a jet
 * of water, not a whale). Each is an SVG body on the same 32×32 grid as the Fluent artwork, so emoji.ts draws them
 * the same way. Flat shapes with a darker outline colour, in the Fluent palette.
 */
import { ACT_ART } from './act-art.ts';
import { DOING_ART } from './doing-art.ts';
import { EVERYDAY_ART } from './everyday-art.ts';

export const ART: Record<string, string> = {
  // a dragonfly (蜻蜓): the word was in the tables but no emoji draws it, and the picture failed (decision 0054) — a
  // long thin blue body, two pairs of clear wings, big eyes
  dragonfly:
    '<g fill="#DFF3FF" stroke="#7FB8D8" stroke-width="0.7" opacity="0.95"><ellipse cx="11" cy="9" rx="8" ry="2.6" transform="rotate(-18 11 9)"/><ellipse cx="21" cy="9" rx="8" ry="2.6" transform="rotate(18 21 9)"/><ellipse cx="11" cy="14" rx="7" ry="2.3" transform="rotate(14 11 14)"/><ellipse cx="21" cy="14" rx="7" ry="2.3" transform="rotate(-14 21 14)"/></g>' +
    '<path d="M16 11v18" stroke="#1F6AD0" stroke-width="2.4" stroke-linecap="round"/>' +
    '<path d="M16 14v1M16 18v1M16 22v1M16 26v1" stroke="#0E3E8A" stroke-width="2.4"/>' +
    '<ellipse cx="16" cy="10.5" rx="2.4" ry="2.8" fill="#2E86E0"/>' +
    '<circle cx="14.4" cy="7.4" r="2" fill="#1A4FA0"/><circle cx="17.6" cy="7.4" r="2" fill="#1A4FA0"/>' +
    '<circle cx="14" cy="6.9" r="0.6" fill="#FFFFFF"/><circle cx="17.2" cy="6.9" r="0.6" fill="#FFFFFF"/>',
  // a seahorse (海馬): no emoji draws one, and the word's 馬 must not become a horse (decision 0054) — an upright
  // curved body with a snout, a fin on the back and a tail curled under
  seahorse:
    '<path d="M14 5c4-1 7 1 7 5 0 3-2 5-2 8 0 3 3 4 3 7 0 4-5 5-7 2-1-2 1-4 3-3" stroke="#D9822B" stroke-width="1.2" fill="none"/>' +
    '<path d="M14 5c4-1 7 1 7 5 0 3-2 5-2 8 0 3 3 4 3 7 0 3-3 4-5 3-2-1-1-3 1-3 1-3-3-5-4-8-1-2 0-4 1-5-2 0-4 0-5-1l1-2c2 0 3 0 4-1z" fill="#F6A93B"/>' +
    '<path d="M12.6 6.4l-6.4 1.4v2l6.6-0.4z" fill="#F6A93B" stroke="#D9822B" stroke-width="0.8"/>' +
    '<path d="M20.6 12c2 1 3.4 2.6 3.6 5-1.6-.4-2.8-1.4-3.8-2.6z" fill="#FFD36B" stroke="#D9822B" stroke-width="0.6"/>' +
    '<path d="M15 3.2l1 -1.8 1 1.8 1-1.4.4 2" stroke="#D9822B" stroke-width="0.8" fill="none"/>' +
    '<path d="M15.6 13h2.4M15.4 16h2.6M16.4 19h2.2" stroke="#D9822B" stroke-width="0.6"/>' +
    '<circle cx="14" cy="6.8" r="1.3" fill="#FFFFFF"/><circle cx="13.7" cy="6.8" r="0.7" fill="#222"/>',
  // the tools of activities (figure/activity.ts)
  ...ACT_ART,
  // the things an action is done with or to (decision 0059)
  ...DOING_ART,
  // everyday things the emoji library lacks (decision 0051)
  ...EVERYDAY_ART,
  // ── shows, rides and states (decision 0033): what a child names as one word and expects to see whole ──
  // a dragon dance: a long green-and-gold dragon arching in waves, held up on poles by dancers' legs beneath it
  'dragon-dance':
    '<path d="M3 12c3-5 6-5 8 0s5 5 8 0 5-5 8 0" stroke="#2E9E4F" stroke-width="5.2" fill="none" stroke-linecap="round"/>' +
    '<path d="M3 12c3-5 6-5 8 0s5 5 8 0 5-5 8 0" stroke="#F6C64A" stroke-width="1.4" fill="none" stroke-dasharray="1.4 1.6"/>' +
    '<path d="M7 7.6l1-2.4 1 2.2M15 16.4l1-2.4 1 2.2M23 7.6l1-2.4 1 2.2" fill="#E84A4A" stroke="#E84A4A" stroke-width="0.8"/>' +
    '<path d="M27 12c1-4 4-5 5-3" stroke="#2E9E4F" stroke-width="3" fill="none" stroke-linecap="round"/>' +
    '<g fill="#E84A4A" stroke="#A8302F" stroke-width="0.6"><path d="M-1 9c0-3 3-5 6-4l1 2-1 6c-3 1-6-1-6-4z"/></g>' +
    '<circle cx="2" cy="8.4" r="1.1" fill="#FFFFFF"/><circle cx="2.2" cy="8.4" r="0.5" fill="#222"/>' +
    '<path d="M-1 11l-1.6 1.4M0 6l-1-2.6M4 5l1-2.4" stroke="#F6C64A" stroke-width="0.7" stroke-linecap="round"/>' +
    '<path d="M-1.2 11.6c1 1 2.6 1 3.6 0" stroke="#FFFFFF" stroke-width="0.6" fill="none"/>' +
    '<circle cx="1" cy="4" r="1.4" fill="#F6C64A"/>' +
    '<path d="M5 13v7M11 14v6M19 12v8M27 13v7" stroke="#8A5A2B" stroke-width="0.9"/>' +
    '<g fill="#FFFFFF" stroke="#C0392B" stroke-width="0.5"><rect x="3.6" y="20" width="3" height="5" rx="1"/><rect x="9.6" y="20" width="3" height="5" rx="1"/><rect x="17.6" y="20" width="3" height="5" rx="1"/><rect x="25.6" y="20" width="3" height="5" rx="1"/></g>' +
    '<g stroke="#2B2B2B" stroke-width="0.9" stroke-linecap="round"><path d="M4.4 25l-1 5M5.8 25l1 5M10.4 25l-1 5M11.8 25l1 5M18.4 25l-1 5M19.8 25l1 5M26.4 25l-1 5M27.8 25l1 5"/></g>',
  // a lion dance: a big red-and-gold lion head with round eyes, a horn and a fringe, its cloth body behind, two
  // dancers' legs under it
  'lion-dance':
    '<path d="M12 9c6-3 14-2 18 3l-1 11H13z" fill="#F6C64A" stroke="#C8922A" stroke-width="0.6"/>' +
    '<path d="M14 13c5-1 10-1 15 1M14 17c5-1 10-1 15 1" stroke="#E84A4A" stroke-width="1.2" fill="none"/>' +
    '<path d="M29 11c2 0 3 2 2 4" stroke="#FFFFFF" stroke-width="1.6" fill="none" stroke-linecap="round"/>' +
    '<path d="M2 14c0-7 4-11 9-11s9 4 9 11-4 10-9 10-9-3-9-10z" fill="#E84A4A" stroke="#A8302F" stroke-width="0.7"/>' +
    '<path d="M2 14c-1-6 3-12 9-12" stroke="#FFFFFF" stroke-width="1.8" fill="none" stroke-linecap="round"/>' +
    '<path d="M10 2.6l1.2-2.4 1.2 2.4z" fill="#F6C64A"/>' +
    '<circle cx="7" cy="10.5" r="2.6" fill="#FFFFFF" stroke="#222" stroke-width="0.5"/><circle cx="14.4" cy="10.5" r="2.6" fill="#FFFFFF" stroke="#222" stroke-width="0.5"/>' +
    '<circle cx="7.4" cy="10.8" r="1.2" fill="#222"/><circle cx="14" cy="10.8" r="1.2" fill="#222"/>' +
    '<path d="M4 7.4l4-1.4M17.6 7.4l-4-1.4" stroke="#2B2B2B" stroke-width="1" stroke-linecap="round"/>' +
    '<rect x="8.6" y="13" width="4.4" height="3" rx="1.4" fill="#F6C64A"/>' +
    '<path d="M4.6 18.4c3 3 9 3 12 0" fill="#FFFFFF" stroke="#A8302F" stroke-width="0.7"/>' +
    '<path d="M3 21c2 2 4 2 6 1M12 22c2 1 4 1 6-1" stroke="#F6C64A" stroke-width="1.6" fill="none" stroke-linecap="round"/>' +
    '<g fill="#F6C64A"><rect x="7" y="23" width="3.2" height="3" rx="1"/><rect x="12" y="23" width="3.2" height="3" rx="1"/><rect x="22" y="23" width="3.2" height="3" rx="1"/><rect x="26" y="23" width="3.2" height="3" rx="1"/></g>' +
    '<g stroke="#2B2B2B" stroke-width="1.1" stroke-linecap="round"><path d="M8 26l-0.6 4.6M9.6 26l0.6 4.6M13 26l-0.6 4.6M14.6 26l0.6 4.6M23 26l-0.6 4.6M24.6 26l0.6 4.6M27 26l-0.6 4.6M28.6 26l0.6 4.6"/></g>',
  // a glove-puppet show (布袋戲): a carved red-and-gold stage with its curtain, two puppets fighting in the window
  'puppet-show':
    '<path d="M2 6l14-5 14 5z" fill="#E84A4A" stroke="#A8302F" stroke-width="0.6"/><path d="M14 1.8h4l-2-1.6z" fill="#F6C64A"/>' +
    '<rect x="2" y="6" width="28" height="3" fill="#F6C64A" stroke="#C8922A" stroke-width="0.5"/>' +
    '<rect x="3" y="9" width="26" height="12" fill="#3A2A5A"/>' +
    '<path d="M3 9h6c-1 4-3 7-6 8zM29 9h-6c1 4 3 7 6 8z" fill="#C0392B"/>' +
    '<path d="M11 21v-5c0-1 1-2 2-2h1v-2.4" stroke="#2E7DD7" stroke-width="3" stroke-linecap="round"/>' +
    '<circle cx="14" cy="11" r="2" fill="#FFD7B5"/><path d="M12 10.4c1-2 3-2 4 0z" fill="#2B2B2B"/><path d="M15.6 9.6l1.6-1.6" stroke="#F6C64A" stroke-width="0.8"/>' +
    '<path d="M21 21v-5c0-1-1-2-2-2h-1v-2.4" stroke="#2EA44F" stroke-width="3" stroke-linecap="round"/>' +
    '<circle cx="18" cy="11" r="2" fill="#F2C29A"/><path d="M16.4 10c0.6-2 2.6-2.4 3.4-0.4l-1.2-0.6z" fill="#E84A4A"/>' +
    '<path d="M16 14l2.4-3.2" stroke="#C9CDD4" stroke-width="0.7"/>' +
    '<rect x="2" y="21" width="28" height="10" fill="#C0392B" stroke="#8A2323" stroke-width="0.6"/>' +
    '<path d="M4 23h24M4 29h24" stroke="#F6C64A" stroke-width="0.9"/><circle cx="16" cy="26" r="2" fill="#F6C64A"/>' +
    '<path d="M8 26h4M20 26h4" stroke="#F6C64A" stroke-width="0.9"/>',
  // a parade: a decorated float with balloons and pennants, a drummer and a flag bearer marching before it
  parade:
    '<path d="M1 6l30 0" stroke="#8A5A2B" stroke-width="0.4"/>' +
    '<g><path d="M2 6l2 2.6 2-2.6z" fill="#E84A4A"/><path d="M8 6l2 2.6 2-2.6z" fill="#F6C64A"/><path d="M14 6l2 2.6 2-2.6z" fill="#2E7DD7"/><path d="M20 6l2 2.6 2-2.6z" fill="#2EA44F"/><path d="M26 6l2 2.6 2-2.6z" fill="#E56B8A"/></g>' +
    '<path d="M15 11h16l-1 10H16z" fill="#9B59B6" stroke="#6C3483" stroke-width="0.5"/><path d="M15 11c2 2 4 2 5 0 1 2 4 2 5 0 1 2 4 2 6 0" stroke="#F6C64A" stroke-width="1" fill="none"/>' +
    '<path d="M20 11c0-3 2-5 3-5s3 2 3 5" fill="#F6C64A"/><circle cx="23" cy="8.4" r="1.2" fill="#E84A4A"/>' +
    '<circle cx="18" cy="24" r="2.4" fill="#3A3A3A"/><circle cx="28" cy="24" r="2.4" fill="#3A3A3A"/>' +
    '<path d="M17 11V2M29 11V3" stroke="#888" stroke-width="0.4"/><circle cx="17" cy="2.4" r="2" fill="#E84A4A"/><circle cx="29" cy="3" r="2" fill="#2E7DD7"/>' +
    '<circle cx="4.4" cy="14" r="1.8" fill="#FFD7B5"/><path d="M2.6 13.6c0-2.4 3.6-2.4 3.6 0z" fill="#E84A4A"/>' +
    '<path d="M3 16h3l0.6 6H2.4z" fill="#E84A4A"/><ellipse cx="4.6" cy="19" rx="2.4" ry="1.4" fill="#F6C64A" stroke="#8A5A2B" stroke-width="0.4"/>' +
    '<path d="M3.4 22l-0.8 5M5.6 22l1.4 5" stroke="#2B2B2B" stroke-width="1.1" stroke-linecap="round"/>' +
    '<circle cx="10.4" cy="14.6" r="1.8" fill="#F2C29A"/><path d="M8.6 14.2c0-2.4 3.6-2.4 3.6 0z" fill="#2E7DD7"/>' +
    '<path d="M9 16.6h3l0.6 5.4H8.4z" fill="#2E7DD7"/><path d="M12.4 17L13 6" stroke="#8A5A2B" stroke-width="0.6"/><path d="M13 6l4 1.4-4 1.6z" fill="#F6C64A"/>' +
    '<path d="M9.4 22l-1.2 5M11.6 22l0.8 5" stroke="#2B2B2B" stroke-width="1.1" stroke-linecap="round"/>',
  // fireworks bursting in the sky: three bursts of sparks, no square tile behind them
  'fireworks-burst':
    '<g stroke-linecap="round">' +
    '<g stroke="#FF5A7A" stroke-width="1"><path d="M11 11l0-7M11 11l5-5M11 11l7 0M11 11l5 5M11 11l0 7M11 11l-5 5M11 11l-7 0M11 11l-5-5"/></g>' +
    '<g fill="#FFD84A"><circle cx="11" cy="3" r="1"/><circle cx="17" cy="5" r="1"/><circle cx="19" cy="11" r="1"/><circle cx="17" cy="17" r="1"/><circle cx="11" cy="19" r="1"/><circle cx="5" cy="17" r="1"/><circle cx="3" cy="11" r="1"/><circle cx="5" cy="5" r="1"/></g>' +
    '<g stroke="#5AD1FF" stroke-width="0.8"><path d="M25 8l0-5M25 8l3.6-3.6M25 8l5 0M25 8l3.6 3.6M25 8l0 5M25 8l-3.6 3.6M25 8l-5 0M25 8l-3.6-3.6"/></g>' +
    '<g stroke="#9BFF6A" stroke-width="0.9"><path d="M23 23l0-6M23 23l4.2-4.2M23 23l6 0M23 23l4.2 4.2M23 23l0 6M23 23l-4.2 4.2M23 23l-6 0M23 23l-4.2-4.2"/></g>' +
    '<g fill="#FFFFFF"><circle cx="11" cy="11" r="1.2"/><circle cx="25" cy="8" r="0.9"/><circle cx="23" cy="23" r="1"/></g>' +
    '</g>',
  // a wreath of flowers worn round the head (花圈, 花環)
  'flower-wreath':
    '<ellipse cx="16" cy="18" rx="13" ry="6" fill="none" stroke="#5BB85D" stroke-width="2.2"/>' +
    '<g stroke="#FFFFFF" stroke-width="0.3">' +
    '<circle cx="3.4" cy="18" r="2.6" fill="#FF7AA8"/><circle cx="7" cy="22.4" r="2.6" fill="#FFD84A"/><circle cx="12.4" cy="24" r="2.6" fill="#FF9F43"/>' +
    '<circle cx="19.6" cy="24" r="2.6" fill="#FF7AA8"/><circle cx="25" cy="22.4" r="2.6" fill="#B584F0"/><circle cx="28.6" cy="18" r="2.6" fill="#FFD84A"/>' +
    '<circle cx="7" cy="13.6" r="2.2" fill="#B584F0"/><circle cx="13" cy="12.2" r="2.2" fill="#FFD84A"/><circle cx="19" cy="12.2" r="2.2" fill="#FF7AA8"/><circle cx="25" cy="13.6" r="2.2" fill="#FF9F43"/>' +
    '</g><g fill="#FFF3B0"><circle cx="3.4" cy="18" r="0.9"/><circle cx="12.4" cy="24" r="0.9"/><circle cx="19.6" cy="24" r="0.9"/><circle cx="28.6" cy="18" r="0.9"/><circle cx="13" cy="12.2" r="0.8"/><circle cx="19" cy="12.2" r="0.8"/></g>',
  // a carousel: a striped round roof, gold poles, painted horses going round on a round platform; the middle horse
  // at the front carries the rider (its saddle at the ridden thing's seat height)
  carousel:
    '<path d="M16 0.6L31 8H1z" fill="#E84A4A" stroke="#A8302F" stroke-width="0.5"/>' +
    '<path d="M16 0.6L7 8M16 0.6L12 8M16 0.6L20 8M16 0.6L25 8" stroke="#FFFFFF" stroke-width="1.4"/>' +
    '<path d="M1 8c2 2 4 2 5 0 1 2 4 2 5 0 1 2 4 2 5 0 1 2 4 2 5 0 1 2 4 2 5 0 1 2 3 2 5 0z" fill="#F6C64A"/>' +
    '<circle cx="16" cy="0.8" r="1" fill="#F6C64A"/>' +
    '<path d="M4 9v18M10 9v18M22 9v18M28 9v18" stroke="#D4A537" stroke-width="0.9"/>' +
    '<g fill="#FFFFFF" stroke="#8A8F99" stroke-width="0.4"><path d="M1.6 17h5l1.2-2 0.6 1-1 2v2H2.6l-0.6 2H1.2l0.4-2.4z"/><path d="M25.6 17h5l1.2-2 0.6 1-1 2v2h-4.8l-0.6 2h-0.8l0.4-2.4z" transform="translate(57.6 0) scale(-1 1)"/></g>' +
    '<g fill="#F7D6E6" stroke="#8A8F99" stroke-width="0.4"><path d="M7.6 13h5l1.2-2 0.6 1-1 2v2H8.6l-0.6 2H7.2l0.4-2.4z"/></g>' +
    '<path d="M16 9v19" stroke="#D4A537" stroke-width="1"/>' +
    '<g fill="#FFFFFF" stroke="#6C717A" stroke-width="0.5"><path d="M10.6 19.4h9.6l2.4-3.4 1.4 1.2-1.6 3v3.2l-1 4h-1.4l0.4-3.6h-6.6l-1 3.6h-1.4l0.6-4.2c-1-0.6-1.6-2-1.4-3.8z"/></g>' +
    '<path d="M21.6 16.4l2 1.8M11 20l-1.6 3" stroke="#E56B8A" stroke-width="0.9" stroke-linecap="round"/>' +
    '<path d="M13.4 19.4c1-1.2 3-1.2 4 0z" fill="#2E7DD7"/>' +
    '<ellipse cx="16" cy="28.4" rx="15" ry="2.6" fill="#C0392B" stroke="#8A2323" stroke-width="0.5"/>' +
    '<path d="M1 28.4c4 1.6 26 1.6 30 0" stroke="#F6C64A" stroke-width="0.8" fill="none"/>',
  // a quilt pulled over a sleeper: a soft rectangle with a patchwork pattern and a folded-back top edge
  blanket:
    '<path d="M1 12c5-2 25-2 30 0v16c-5 2-25 2-30 0z" fill="#7FB3E8" stroke="#4A7FB8" stroke-width="0.7"/>' +
    '<path d="M1 12c5-2 25-2 30 0v3c-5-2-25-2-30 0z" fill="#FFFFFF" stroke="#C9D6E6" stroke-width="0.5"/>' +
    '<g fill="#FFFFFF" opacity="0.55"><circle cx="6" cy="19" r="1.2"/><circle cx="13" cy="22" r="1.2"/><circle cx="20" cy="19" r="1.2"/><circle cx="27" cy="22" r="1.2"/><circle cx="9" cy="25.6" r="1.2"/><circle cx="23" cy="25.6" r="1.2"/><circle cx="16" cy="26" r="1.2"/></g>' +
    '<path d="M1 20c5 1 25 1 30 0" stroke="#4A7FB8" stroke-width="0.4" fill="none"/>',
  // a spout of water blown up from a whale's back: a column of water opening into falling sprays at the top
  'water-spout':
    '<path d="M14 32c0-8-1-16-1-22h6c0 6-1 14-1 22z" fill="#8EC9F2" stroke="#4A9AD8" stroke-width="0.6"/>' +
    '<path d="M16 10c-4-6-10-7-14-4M16 10c4-6 10-7 14-4M16 10c-2-5-5-8-9-8M16 10c2-5 5-8 9-8M16 10V1" stroke="#8EC9F2" stroke-width="2.6" fill="none" stroke-linecap="round"/>' +
    '<g fill="#8EC9F2"><circle cx="2" cy="10" r="1.3"/><circle cx="30" cy="10" r="1.3"/><circle cx="5" cy="14" r="1"/><circle cx="27" cy="14" r="1"/></g>' +
    '<path d="M15.4 30V12" stroke="#FFFFFF" stroke-width="0.8" opacity="0.8"/>',
  // things to stand or sit on top of (decision 0033): a round stone tower with a cone roof, a striped circus ball,
  // an iceberg floating, a floating lily pad, a table laid with a feast
  tower:
    '<path d="M9 10h14v22H9z" fill="#C9CDD8" stroke="#8A8FA0" stroke-width="0.6"/>' +
    '<path d="M7 7h18v4H7z" fill="#B3B8C6" stroke="#8A8FA0" stroke-width="0.6"/><path d="M7 5h3v2H7zM12 5h3v2h-3zM17 5h3v2h-3zM22 5h3v2h-3z" fill="#B3B8C6" stroke="#8A8FA0" stroke-width="0.5"/>' +
    '<path d="M9 16h14M9 22h14M9 28h14M13 10v6M19 16v6M13 22v6M19 28v4" stroke="#9EA3B3" stroke-width="0.5"/>' +
    '<path d="M14 13.5c0-2 4-2 4 0v3h-4z" fill="#4A3A2A"/><path d="M25 7V2l3 1-3 1" stroke="#8A5A2B" stroke-width="0.5" fill="#E84A4A"/>',
  'circus-ball':
    '<circle cx="16" cy="17" r="14" fill="#2E7DD7"/><path d="M16 3a14 14 0 0 1 0 28c-5-4-5-24 0-28z" fill="#F6C64A"/>' +
    '<path d="M16 3c5 4 5 24 0 28" fill="none" stroke="#E84A4A" stroke-width="3"/><path d="M2.6 13h26.8" stroke="#FFFFFF" stroke-width="1.6"/>' +
    '<circle cx="10" cy="10" r="2.4" fill="#FFFFFF" opacity="0.5"/>',
  iceberg:
    '<path d="M2 24l5-12 4 3 5-11 5 9 3-3 6 14z" fill="#EAF6FF" stroke="#9CC8E8" stroke-width="0.7"/>' +
    '<path d="M16 4l-2 9 4 3-2 8M7 12l2 6" stroke="#BFE0F6" stroke-width="0.8" fill="none"/>' +
    '<path d="M0 24h32v8H0z" fill="#4FA3E0"/><path d="M4 24l4 5h16l4-5z" fill="#BFE0F6" opacity="0.7"/>' +
    '<path d="M1 25.5c3-1 5 1 8 0s5 1 8 0 5 1 8 0 4 1 6 0" stroke="#FFFFFF" stroke-width="0.7" fill="none"/>',
  'lily-pad':
    '<ellipse cx="16" cy="26" rx="15" ry="4.6" fill="#4FA3E0" opacity="0.5"/>' +
    '<path d="M16 25L31 24c0 3-7 5-15 5S1 27 1 24c4-2 10-3 15-3z" fill="#4CAF50" stroke="#2E7D32" stroke-width="0.6"/>' +
    '<path d="M16 25L24 21.6M16 25l-9-2.6M16 25l1 3.6M16 25l-7 3" stroke="#2E7D32" stroke-width="0.5"/><path d="M16 25l9-4" stroke="#4FA3E0" stroke-width="1.2"/>' +
    '<circle cx="27" cy="21" r="2" fill="#F7A8C8"/><circle cx="27" cy="21" r="0.8" fill="#FFE27A"/>',
  feast:
    '<rect x="1" y="14" width="30" height="4" rx="1" fill="#C98B52"/><rect x="2" y="18" width="28" height="2" fill="#A8703E"/>' +
    '<rect x="4" y="20" width="3" height="11" fill="#A8703E"/><rect x="25" y="20" width="3" height="11" fill="#A8703E"/>' +
    '<path d="M2 14h28c0-1-1-2-2-2H4c-1 0-2 1-2 2z" fill="#E84A4A"/>' +
    '<ellipse cx="8" cy="12" rx="4.4" ry="1.6" fill="#FFFFFF" stroke="#C9CDD4" stroke-width="0.4"/><path d="M5 11.4c0-3 6-3 6 0z" fill="#D9772B"/><path d="M10.4 9.4l1.6-1.4" stroke="#F4E2C0" stroke-width="0.8"/>' +
    '<path d="M13 12c0-3 6-3 6 0z" fill="#FFFFFF" stroke="#C9CDD4" stroke-width="0.4"/><path d="M13.6 10c1-1.2 3.8-1.2 4.8 0" stroke="#F6C64A" stroke-width="1.2" fill="none"/>' +
    '<path d="M15 8c0-1 1-1 1-2M17 8c0-1 1-1 1-2" stroke="#C9CDD4" stroke-width="0.4" fill="none"/>' +
    '<ellipse cx="24.6" cy="12" rx="4.4" ry="1.6" fill="#FFFFFF" stroke="#C9CDD4" stroke-width="0.4"/><g fill="#5BB85D"><circle cx="23" cy="11" r="1.2"/><circle cx="25" cy="10.6" r="1.2"/></g><circle cx="26.4" cy="11.2" r="1" fill="#E84A4A"/>',
  // a round leafy bush (草叢, 樹叢): big enough to hide behind
  bush:
    '<g fill="#4E9A3E" stroke="#2F6B2A" stroke-width="0.6"><circle cx="7" cy="21" r="7"/><circle cx="16" cy="16" r="9"/><circle cx="25" cy="21" r="7"/></g>' +
    '<path d="M1 28h30v3H1z" fill="#2F6B2A"/><rect x="1" y="21" width="30" height="8" fill="#4E9A3E"/>' +
    '<g fill="#6DBB5A"><circle cx="13" cy="13" r="3"/><circle cx="22" cy="18" r="2.4"/><circle cx="6" cy="19" r="2"/></g>' +
    '<g stroke="#2F6B2A" stroke-width="0.6" fill="none"><path d="M10 24c1-2 2-2 3 0M19 25c1-2 2-2 3 0"/></g>',
  // a rain puddle on the ground: the sky reflected in it, rings where drops land
  puddle:
    '<ellipse cx="16" cy="25" rx="15.5" ry="5" fill="#8EC1EA" stroke="#5E8DB3" stroke-width="0.8"/>' +
    '<ellipse cx="12" cy="24.2" rx="6" ry="1.4" fill="#FFFFFF" opacity="0.6"/>' +
    '<ellipse cx="22" cy="26" rx="3" ry="1" fill="none" stroke="#FFFFFF" stroke-width="0.6"/>' +
    '<g fill="#8EC1EA"><circle cx="4" cy="19" r="1"/><circle cx="28" cy="18.4" r="1.1"/><circle cx="25" cy="16" r="0.7"/></g>',
  // a flight of stairs rising to the back, with a handrail (樓梯: a fall from the stairs lands at their foot)
  stairs:
    '<path d="M2 31h28V5h-6v5h-5v5h-5v5h-5v5H4v6z" fill="#C98A4A" stroke="#7A5A30" stroke-width="0.8"/>' +
    '<path d="M4 25h5M9 20h5M14 15h5M19 10h5M24 5h6" stroke="#E7B07A" stroke-width="1.4"/>' +
    '<path d="M5 21L27 1" stroke="#6B4220" stroke-width="1.2" stroke-linecap="round"/>' +
    '<path d="M9 17.4v7.6M14 12.8v7.2M19 8.3v6.7M24 3.8v6.2" stroke="#6B4220" stroke-width="0.8"/>',
  // a window seen from inside with a deep sill to sit on (窗台), the wall under it
  windowsill:
    '<rect x="4" y="2" width="24" height="21" fill="#9FD8FF" stroke="#FFFFFF" stroke-width="1.6"/>' +
    '<path d="M16 2v21M4 12h24" stroke="#FFFFFF" stroke-width="1.2"/><circle cx="22.5" cy="6.5" r="2" fill="#FFE27A"/>' +
    '<path d="M1 23h30v3H1z" fill="#F4E2C0" stroke="#B89A6A" stroke-width="0.7"/>' +
    '<path d="M3 26h26v5H3z" fill="#000000" opacity="0.06"/>',
  // a cage seen from the front: a domed top, bars one can see through, a base
  // things that hang on a wall (catalogue flag m): a chalkboard, a poster, a shop sign with no lettering (no text is
  // drawn, so none can be mirrored), a window with its curtains
  blackboard:
    '<rect x="1" y="6" width="30" height="20" rx="1.5" fill="#9A6B3F"/><rect x="2.6" y="7.6" width="26.8" height="16.8" fill="#2F5D46"/>' +
    '<path d="M6 13q3-3 6 0t6 0M6 18h11" stroke="#FFFFFF" stroke-width="0.9" fill="none" opacity="0.8" stroke-linecap="round"/>' +
    '<rect x="20" y="24.4" width="4" height="1.2" fill="#F4F4F4"/>',
  poster:
    '<rect x="5" y="2" width="22" height="28" fill="#FFF8E6" stroke="#D9C7A0" stroke-width="0.8"/>' +
    '<rect x="7.5" y="5" width="17" height="13" fill="#9FD8FF"/><circle cx="20.5" cy="8.5" r="2.2" fill="#FFC83D"/>' +
    '<path d="M7.5 18l5-6 4 4 3-3 5 5z" fill="#5BB85D"/><path d="M8 21.5h16M8 24.5h11" stroke="#E07A5F" stroke-width="1.6" stroke-linecap="round"/>' +
    '<g fill="#E84A4A"><circle cx="6.5" cy="3.5" r="1"/><circle cx="25.5" cy="3.5" r="1"/></g>',
  'shop-sign':
    '<rect x="1" y="8" width="30" height="14" rx="2" fill="#E84A4A" stroke="#A8302F" stroke-width="1"/>' +
    '<rect x="4" y="11" width="24" height="8" rx="1" fill="#FFF3D6"/>' +
    '<g fill="#E84A4A"><circle cx="9" cy="15" r="2"/><rect x="13" y="13.4" width="3.2" height="3.2"/><path d="M20 17l2.4-4 2.4 4z"/></g>' +
    '<path d="M6 8V4M26 8V4" stroke="#6C717A" stroke-width="1.2"/>',
  curtains:
    '<rect x="5" y="5" width="22" height="20" fill="#9FD8FF" stroke="#FFFFFF" stroke-width="1.6"/><path d="M16 5v20M5 15h22" stroke="#FFFFFF" stroke-width="1.2"/>' +
    '<path d="M2 3h8c-1 7-1 16 1 25H2z" fill="#E56B8A"/><path d="M30 3h-8c1 7 1 16-1 25h9z" fill="#E56B8A"/>' +
    '<path d="M5 5c0 8 0 15 1 22M27 5c0 8 0 15-1 22" stroke="#C24F6E" stroke-width="0.8" fill="none"/>' +
    '<rect x="1" y="1.6" width="30" height="2" rx="1" fill="#9A6B3F"/>',
  cage:
    '<path d="M4 30V12C4 5 9 2 16 2s12 3 12 10v18" fill="#FFFFFF" fill-opacity="0.08"/>' +
    '<path d="M4 12C4 5 9 2 16 2s12 3 12 10" stroke="#8A8F99" stroke-width="1.6" fill="none"/>' +
    '<path d="M4 12v18M8.8 7v23M13.6 4.4V30M18.4 4.4V30M23.2 7v23M28 12v18" stroke="#9AA0AA" stroke-width="1.2"/>' +
    '<path d="M4 12h24" stroke="#8A8F99" stroke-width="1.2"/><rect x="2" y="28" width="28" height="3" rx="1" fill="#6C717A"/>' +
    '<circle cx="16" cy="1.6" r="1.4" fill="none" stroke="#8A8F99" stroke-width="1"/>',
  // a flat brown puddle of mud with splashes, lying on the ground
  mud:
    '<ellipse cx="16" cy="25" rx="15.5" ry="5.5" fill="#7A5230"/><ellipse cx="15" cy="24.4" rx="12" ry="3.6" fill="#8E6238"/>' +
    '<ellipse cx="10" cy="23.6" rx="3" ry="0.9" fill="#A67A4C"/><ellipse cx="21" cy="25.4" rx="2.4" ry="0.7" fill="#A67A4C"/>' +
    '<g fill="#7A5230"><circle cx="3" cy="19" r="1.1"/><circle cx="29" cy="18" r="1.2"/><circle cx="26" cy="15.5" r="0.8"/></g>',
  pinecone:
    '<path d="M16 3c6 4 9 11 8 18-1 5-4 8-8 8s-7-3-8-8c-1-7 2-14 8-18z" fill="#8B5A2B"/>' +
    '<g fill="#B07A3F" stroke="#6E4220" stroke-width="0.6"><path d="M11 12l5 3 5-3-5-3z"/><path d="M9 17l5 3 2-2-3-4z"/><path d="M23 17l-5 3-2-2 3-4z"/><path d="M11 22l5 3 5-3-5-3z"/><path d="M13 26.5l3 2 3-2-3-2z"/></g>' +
    '<path d="M16 3V0.8" stroke="#6E4220" stroke-width="1.2" stroke-linecap="round"/>',
  acorn:
    '<path d="M9 14h14c0 9-3 15-7 16-4-1-7-7-7-16z" fill="#C98A4B"/><path d="M11 16c0 6 2 10 4 12" stroke="#E0AE72" stroke-width="1.2" fill="none"/>' +
    '<path d="M7 14c0-5 4-8 9-8s9 3 9 8z" fill="#7A5230"/><path d="M9 11h14M8 13h16" stroke="#5E3E22" stroke-width="0.7"/>' +
    '<path d="M16 6V2.5" stroke="#5E3E22" stroke-width="1.4" stroke-linecap="round"/>',
  'chicken-cutlet':
    '<path d="M4 20c0-7 6-12 13-12s11 4 11 9-5 10-13 10S4 25 4 20z" fill="#C8782A"/>' +
    '<path d="M6 19c0-5 5-9 11-9s9 3 9 7-4 8-11 8-9-2-9-6z" fill="#E9A243"/>' +
    '<g fill="#F7C66B"><circle cx="11" cy="15" r="1.3"/><circle cx="16" cy="13" r="1.1"/><circle cx="21" cy="16" r="1.3"/><circle cx="13" cy="20" r="1.2"/><circle cx="19" cy="21" r="1.1"/><circle cx="23" cy="19" r="0.9"/></g>' +
    '<path d="M21 4l2 9M24 4l1 9" stroke="#B9A27A" stroke-width="1.2" stroke-linecap="round"/>' +
    '<path d="M14 26h12l-2 4h-8z" fill="#F4EBDD"/>',
  'stinky-tofu':
    '<ellipse cx="16" cy="24" rx="14" ry="5" fill="#E8E8EE"/><ellipse cx="16" cy="23" rx="12" ry="3.8" fill="#FFFFFF"/>' +
    '<g fill="#B8792F" stroke="#8A5420" stroke-width="0.8"><rect x="6" y="13" width="8" height="8" rx="1.5"/><rect x="15" y="12" width="8" height="8" rx="1.5"/><rect x="11" y="7" width="8" height="8" rx="1.5"/></g>' +
    '<g fill="#6FBF4A"><circle cx="24" cy="19" r="2.2"/><circle cx="26" cy="17" r="1.8"/><circle cx="22" cy="17" r="1.6"/></g>' +
    '<path d="M7 5c1-2 3-2 2-4M21 5c1-2 3-2 2-4" stroke="#9BC46B" stroke-width="1.2" fill="none" stroke-linecap="round"/>',
  'meat-ball-dish':
    '<ellipse cx="16" cy="24" rx="14" ry="5" fill="#E0E6EA"/><ellipse cx="16" cy="23" rx="12" ry="3.8" fill="#FFFFFF"/>' +
    '<path d="M5 21c0-7 5-12 11-12s11 5 11 12z" fill="#F2E6D6" opacity="0.9"/>' +
    '<path d="M9 21c0-4 3-8 7-8s7 4 7 8z" fill="#D9C3A5"/>' +
    '<path d="M6 21c3-3 6-1 10-2s7-1 10 2" stroke="#C4472D" stroke-width="2.2" fill="none" stroke-linecap="round"/>',
  'water-spray':
    '<path d="M2 26l8-4 2 3-8 4z" fill="#D8453B"/><path d="M10 22l3-1 1 3-2 1z" fill="#9AA4AE"/>' +
    '<path d="M13 22C17 13 24 8 30 6" stroke="#6EC6FF" stroke-width="4" fill="none" stroke-linecap="round"/>' +
    '<path d="M13 22C17 13 24 8 30 6" stroke="#D6F0FF" stroke-width="1.4" fill="none" stroke-linecap="round"/>' +
    '<g fill="#8FD3FF"><circle cx="27" cy="11" r="1.3"/><circle cx="30" cy="10" r="1"/><circle cx="25" cy="4" r="1.1"/><circle cx="29" cy="2.5" r="0.9"/><circle cx="22" cy="8" r="0.9"/></g>',
  'ring-toss':
    '<g fill="#F9D8A8"><rect x="4" y="12" width="4" height="16" rx="1"/><rect x="14" y="8" width="4" height="20" rx="1"/><rect x="24" y="12" width="4" height="16" rx="1"/></g>' +
    '<ellipse cx="6" cy="24" rx="5" ry="1.8" fill="none" stroke="#E84A4A" stroke-width="1.6"/>' +
    '<ellipse cx="16" cy="21" rx="5" ry="1.8" fill="none" stroke="#3D8BFD" stroke-width="1.6"/>' +
    '<ellipse cx="22" cy="6" rx="5" ry="1.8" fill="none" stroke="#F7D038" stroke-width="1.6" transform="rotate(-20 22 6)"/>' +
    '<rect x="2" y="27" width="28" height="3" rx="1" fill="#B57A45"/>',
  'jump-rope':
    '<path d="M6 8C4 20 10 30 16 30s12-10 10-22" stroke="#E84A4A" stroke-width="1.6" fill="none"/>' +
    '<rect x="4" y="2" width="4" height="8" rx="2" fill="#3D8BFD"/><rect x="24" y="2" width="4" height="8" rx="2" fill="#3D8BFD"/>',
  swing:
    '<path d="M3 30L7 3h18l4 27" stroke="#D8453B" stroke-width="2.4" fill="none" stroke-linejoin="round"/>' +
    '<path d="M2 3h28" stroke="#B23A30" stroke-width="3" stroke-linecap="round"/>' +
    '<path d="M12 4v18M20 4v18" stroke="#7A7F88" stroke-width="1"/><rect x="10" y="21" width="12" height="3" rx="1" fill="#F7B733"/>',
  'magic-carpet':
    '<path d="M2 18c5-3 9 2 14-1s9-3 14 0l-2 8c-5-3-9-1-14 1s-9 2-12-1z" fill="#B83A6B"/>' +
    '<path d="M5 19.5c4-2 8 1.5 11-0.6s8-2 11 0l-1 4c-4-2-7-1-10 1s-7 1.5-10-0.5z" fill="#F2B33D"/>' +
    '<path d="M8 21c2-1 4 1 6 0s4-2 6-1 4 0 5-0.5" stroke="#4A2A8A" stroke-width="1" fill="none"/>' +
    '<g stroke="#F2B33D" stroke-width="1"><path d="M2 18l-1 3M2 20l-1.5 2M28 25l1 3M26 26l1 3"/></g>' +
    '<g fill="#FFE680"><path d="M6 12l1 2 2 1-2 1-1 2-1-2-2-1 2-1z"/><path d="M24 10l.8 1.6 1.6.8-1.6.8-.8 1.6-.8-1.6-1.6-.8 1.6-.8z"/></g>',
  'wizard-hat':
    '<path d="M16 2l9 22H7z" fill="#5B3FB5"/><path d="M16 2l3 7-5 2z" fill="#7A5FD6"/>' +
    '<ellipse cx="16" cy="25" rx="14" ry="4" fill="#4A2F9A"/><rect x="8" y="20" width="16" height="3" fill="#F7D038"/>' +
    '<path d="M14 13l1 2 2 .5-1.5 1.3.4 2-1.9-1-1.9 1 .4-2L11 15.5l2-.5z" fill="#FFE680"/>',
  'face-mask':
    '<path d="M6 11c6-2 14-2 20 0v10c-6 4-14 4-20 0z" fill="#EAF4FF" stroke="#9DB8D6" stroke-width="1"/>' +
    '<path d="M8 15h16M8 18h16" stroke="#B8CDE4" stroke-width="1"/><path d="M6 12L1 10M6 20l-5 2M26 12l5-2M26 20l5 2" stroke="#9DB8D6" stroke-width="1"/>',
  cape:
    '<path d="M10 4h12l7 26H3z" fill="#D8333B"/><path d="M10 4h12l-2 6h-8z" fill="#F7D038"/>' +
    '<path d="M16 10v20" stroke="#A8232B" stroke-width="1"/>',
  raincoat:
    '<path d="M11 4h10l3 4 5 18H3l5-18z" fill="#F7D038"/><path d="M11 4c0 3 2 5 5 5s5-2 5-5" fill="#E8B91E"/>' +
    '<path d="M16 9v17" stroke="#C99B12" stroke-width="1"/><g fill="#C99B12"><circle cx="18" cy="13" r="0.9"/><circle cx="18" cy="18" r="0.9"/><circle cx="18" cy="23" r="0.9"/></g>',
  'treasure-chest':
    '<rect x="3" y="14" width="26" height="14" rx="2" fill="#9A5B2B"/><path d="M3 14c0-6 4-9 13-9s13 3 13 9z" fill="#B8743A"/>' +
    '<rect x="3" y="13" width="26" height="3" fill="#F2B33D"/><rect x="14" y="12" width="4" height="7" rx="1" fill="#F2B33D"/>' +
    '<g fill="#FFE14D"><circle cx="8" cy="11" r="2"/><circle cx="12" cy="10" r="2"/><circle cx="21" cy="10" r="2"/><circle cx="25" cy="11" r="1.8"/></g>' +
    '<path d="M6 18v9M26 18v9" stroke="#7A4520" stroke-width="1.4"/>',
  harp:
    '<path d="M7 30V6c6 0 10 4 13 10s6 8 8 8v6z" fill="none" stroke="#D9A21E" stroke-width="2.6" stroke-linejoin="round"/>' +
    '<path d="M10 29V9M13 29V10M16 29V12M19 29V16M22 29V20M25 29V23" stroke="#F4E4B8" stroke-width="0.8"/>',
  'hot-air-balloon':
    '<path d="M16 2C9 2 5 7 5 12c0 6 6 10 8 14h6c2-4 8-8 8-14 0-5-4-10-11-10z" fill="#E84A4A"/>' +
    '<path d="M16 2c-3 0-5 5-5 10 0 6 2 10 3 14h4c1-4 3-8 3-14 0-5-2-10-5-10z" fill="#F7D038"/>' +
    '<path d="M13 26l1 2M19 26l-1 2" stroke="#7A5A3A" stroke-width="0.8"/><rect x="13" y="27.5" width="6" height="4" rx="1" fill="#A8743F"/>',
  'pirate-ship':
    '<path d="M2 20h28l-4 8H6z" fill="#7A4A24"/><path d="M2 20h28l-1 2H3z" fill="#5A3418"/>' +
    '<path d="M16 3v17" stroke="#5A3418" stroke-width="1.4"/><path d="M16 5c5 1 8 4 9 8H16z" fill="#F4EAD5"/><path d="M16 5c-5 1-8 4-9 8h9z" fill="#E8DCC2"/>' +
    '<path d="M16 3h6l-1 2 1 2h-6z" fill="#2B2B2B"/><circle cx="19" cy="5" r="0.8" fill="#FFF"/>' +
    '<g fill="#3A2010"><circle cx="10" cy="24" r="1"/><circle cx="16" cy="24" r="1"/><circle cx="22" cy="24" r="1"/></g>',
  bridge:
    '<path d="M1 18h30v3H1z" fill="#C0583A"/><path d="M3 21c3-7 9-9 13-9s10 2 13 9" stroke="#C0583A" stroke-width="2" fill="none"/>' +
    '<path d="M1 15h30" stroke="#E07A55" stroke-width="1.4"/><g stroke="#E07A55" stroke-width="1"><path d="M5 15v3M10 15v3M16 15v3M22 15v3M27 15v3"/></g>' +
    '<path d="M0 26c4-2 8 2 12 0s8-2 12 0 6 1 8 0v6H0z" fill="#6EC6FF"/>',
  sandcastle:
    '<path d="M2 28h28v2H2z" fill="#D9B36A"/>' +
    '<path d="M4 28V16h4v-3h2v3h2v-3h2v3h0V10h4v6h2v-3h2v3h2v-3h2v15z" fill="#F0CE86"/>' +
    '<path d="M14 10V7h1.2v3M16 10V7h1.2v3M18 10V7" stroke="#E2B866" stroke-width="0.9"/><rect x="14" y="6" width="5" height="4" fill="#E9C27A"/>' +
    '<path d="M15 28v-5a1.5 1.5 0 013 0v5z" fill="#C9974C"/><path d="M16.5 6V1" stroke="#7A5A3A" stroke-width="0.8"/><path d="M16.5 1l4 1.5-4 1.5z" fill="#E84A4A"/>' +
    '<g fill="#E2B866"><circle cx="7" cy="21" r="0.8"/><circle cx="24" cy="22" r="0.8"/><circle cx="11" cy="24" r="0.6"/></g>',
  scarecrow:
    '<path d="M15 10h2v20h-2z" fill="#8A5A2B"/><path d="M4 13h24v2H4z" fill="#8A5A2B"/>' +
    '<path d="M9 12h14l2 10H7z" fill="#4A7FC1"/><rect x="12" y="15" width="3" height="3" fill="#E84A4A"/>' +
    '<circle cx="16" cy="8" r="4.5" fill="#F2D49B"/><circle cx="14.5" cy="7.5" r="0.7" fill="#333"/><circle cx="17.5" cy="7.5" r="0.7" fill="#333"/>' +
    '<path d="M9 5h14l-3-4h-8z" fill="#E0B85A"/><path d="M4 14l-2 2M28 14l2 2M7 22l-1 2M25 22l1 2" stroke="#E0B85A" stroke-width="1"/>',
  incense:
    '<path d="M6 22h20l-2 8H8z" fill="#C9A13B"/><ellipse cx="16" cy="22" rx="10" ry="2" fill="#E3BE55"/>' +
    '<path d="M13 22V8M16 22V6M19 22V8" stroke="#A0522D" stroke-width="0.9"/><g fill="#FF6B3D"><circle cx="13" cy="8" r="0.8"/><circle cx="16" cy="6" r="0.8"/><circle cx="19" cy="8" r="0.8"/></g>' +
    '<path d="M16 5c-2-2 2-3 0-5M13 7c-1-2 1-3 0-4" stroke="#C8CCD6" stroke-width="0.8" fill="none"/>',
  bamboo:
    '<g fill="#6DBB4A"><rect x="7" y="2" width="4" height="28" rx="1"/><rect x="17" y="5" width="4" height="25" rx="1"/></g>' +
    '<g fill="#4C9A36"><rect x="6.5" y="10" width="5" height="1.4"/><rect x="6.5" y="19" width="5" height="1.4"/><rect x="16.5" y="13" width="5" height="1.4"/><rect x="16.5" y="22" width="5" height="1.4"/></g>' +
    '<g fill="#8ED36A"><path d="M11 10c4-3 7-3 9-2-3 1-6 2-9 2z"/><path d="M21 13c3-2 6-2 8-1-3 1-5 1-8 1z"/><path d="M7 19c-3-2-5-2-7-1 2 1 4 1 7 1z"/></g>',
  table:
    '<rect x="2" y="11" width="28" height="4" rx="1" fill="#C98B52"/><rect x="3" y="15" width="26" height="2" fill="#A8703E"/>' +
    '<rect x="5" y="17" width="3" height="13" fill="#A8703E"/><rect x="24" y="17" width="3" height="13" fill="#A8703E"/>',
  // a clothesline (曬衣服, 曬衣繩, decision 0053): two poles, a sagging line, a shirt, trousers and a towel pegged on it
  clothesline:
    '<rect x="2" y="6" width="1.6" height="24" fill="#8A5A32"/><rect x="28.4" y="6" width="1.6" height="24" fill="#8A5A32"/>' +
    '<path d="M3 8.5q13 4 26 0" stroke="#6B6B6B" stroke-width="0.6" fill="none"/>' +
    '<path d="M6 10.2l2-.9 1 .4 1-.4 2 .9-.8 2-1-.4v6h-4.4v-6l-1 .4z" fill="#3D8BFD"/>' +
    '<path d="M14 11.6h4.6v8.6h-2v-5h-.6v5h-2z" fill="#E84A4A"/>' +
    '<path d="M21 11.1l5 -.6v7.4l-5 .6z" fill="#F7D038"/>' +
    '<g fill="#C98B52"><rect x="7.4" y="9" width=".6" height="1.6"/><rect x="10" y="9" width=".6" height="1.6"/><rect x="14.6" y="10.6" width=".6" height="1.6"/><rect x="17.6" y="10.6" width=".6" height="1.6"/><rect x="21.6" y="10.2" width=".6" height="1.6"/><rect x="25" y="9.6" width=".6" height="1.6"/></g>',
  // a bookshelf (書架, 書櫃, decision 0053): a low wooden case of three shelves of books, a cat can sit on its top
  bookshelf:
    '<rect x="3" y="6" width="26" height="24" rx="1" fill="#A8703E"/><rect x="2" y="5" width="28" height="2.4" rx="1" fill="#C98B52"/>' +
    '<rect x="5" y="9" width="22" height="5.6" fill="#6B4226"/><rect x="5" y="16.4" width="22" height="5.6" fill="#6B4226"/><rect x="5" y="23.8" width="22" height="4.6" fill="#6B4226"/>' +
    '<g><rect x="6" y="10" width="2.2" height="4.6" fill="#E84A4A"/><rect x="8.6" y="10.6" width="2" height="4" fill="#3D8BFD"/><rect x="11" y="10" width="2.4" height="4.6" fill="#F7D038"/><rect x="14" y="11" width="2" height="3.6" fill="#4CBB5E"/><rect x="19" y="10.4" width="2.2" height="4.2" fill="#8F5BD6"/><rect x="21.6" y="10" width="2" height="4.6" fill="#FF9A3C"/>' +
    '<rect x="6.4" y="17.4" width="2.4" height="4.6" fill="#4CBB5E"/><rect x="9.2" y="18" width="2" height="4" fill="#F7D038"/><rect x="11.6" y="17.4" width="2.2" height="4.6" fill="#E84A4A"/><rect x="17" y="17.8" width="2.4" height="4.2" fill="#3D8BFD"/><rect x="19.8" y="17.4" width="2" height="4.6" fill="#FF7EB6"/><rect x="22.4" y="18" width="2.4" height="4" fill="#35B8C4"/>' +
    '<rect x="7" y="24.6" width="2.2" height="3.8" fill="#3D8BFD"/><rect x="9.6" y="25" width="2.4" height="3.4" fill="#FF9A3C"/><rect x="15" y="24.6" width="2" height="3.8" fill="#8F5BD6"/><rect x="17.4" y="25" width="2.4" height="3.4" fill="#E84A4A"/></g>',
  // a fish tank (魚缸, decision 0043): glass with see-through water, so the fish drawn before it shows inside
  'fish-tank':
    '<rect x="2" y="8" width="28" height="21" rx="1.5" fill="#7FD3F7" fill-opacity="0.28" stroke="#4A8DB8" stroke-width="0.9"/>' +
    '<rect x="2.5" y="10" width="27" height="0.8" fill="#D8F3FF" opacity="0.8"/>' +
    '<path d="M2.5 26.5c3-1 6 0 9-.6s6 .4 9-.2 6 .2 9-.2v2.9h-27z" fill="#E3C48A"/>' +
    '<g fill="#C9A56A"><circle cx="6" cy="27.6" r="0.6"/><circle cx="15" cy="27.8" r="0.6"/><circle cx="24" cy="27.4" r="0.6"/></g>' +
    '<path d="M6 26.5c-1.2-3 1.2-5 0-8.5M8 26.5c1.2-3-1-4.6.8-7.4M26 26.5c-1-2.6 1-4 0-6.5" stroke="#3FAE5A" stroke-width="1.1" fill="none" stroke-linecap="round"/>' +
    '<rect x="1.2" y="6.8" width="29.6" height="1.8" rx="0.9" fill="#4A8DB8"/>' +
    '<path d="M4.5 13l2.5-2M4.5 16.5l2.5-2" stroke="#FFFFFF" stroke-width="0.7" opacity="0.8" stroke-linecap="round"/>' +
    '<g fill="none" stroke="#FFFFFF" stroke-width="0.5" opacity="0.8"><circle cx="22" cy="14" r="0.8"/><circle cx="23" cy="11.6" r="0.6"/></g>',
  mermaid:
    '<path d="M13 16c-1 5 0 9 3 11l-4 4h9l-2-4c2-3 2-8 0-11z" fill="#2FB9A8"/>' +
    '<path d="M12 11h8l1 6H11z" fill="#F7A8C8"/><circle cx="16" cy="8" r="4.5" fill="#FFD7B5"/>' +
    '<path d="M11 8c0-5 3-7 5-7s6 2 6 7c0 4 1 8 2 10-3 0-4-4-4-8-1 0-5 0-6 0 0 4-1 8-4 8 1-2 1-6 1-10z" fill="#E8663D"/>' +
    '<circle cx="14.5" cy="8.5" r="0.7" fill="#333"/><circle cx="17.5" cy="8.5" r="0.7" fill="#333"/><path d="M15 10.5c.6.5 1.4.5 2 0" stroke="#C0504D" stroke-width="0.6" fill="none"/>',
};

/**
 * Animals drawn from their body plans (figure/species.ts) that have no emoji of their own; where artwork is still
 * asked for (a sticker list, a ridden flier) they borrow the nearest emoji's.
 */
export const ART_ALIAS: Record<string, string> = {
  triceratops: 't-rex',
  stegosaurus: 'sauropod',
  velociraptor: 't-rex',
  pterodactyl: 'dragon',
  'leopard-cat': 'cat',
  'snow-leopard': 'leopard',
  meerkat: 'chipmunk',
  pangolin: 'hedgehog',
  phoenix: 'bird',
  'red-panda': 'raccoon',
  ostrich: 'bird',
};
