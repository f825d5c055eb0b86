/**
 * Our own drawings of the tools and objects that make an activity readable (figure/activity.ts) where the emoji set
 * has none: a chessboard, a basketball hoop, a blackboard, a sickle, a sack, a mortar and mallet for mochi, a ring
 * of fire, a watering can, a jump rope, a grill, a cutting board, an easel, a shovel, a hoe, a bat, a racket, a
 * butterfly net, a piece of chalk. Same 32×32 grid and flat Fluent-like palette as things/art.ts.
 */
export const ACT_ART: Record<string, string> = {
  // a steering wheel on its column, seen from the driver's seat (driving: decision 0036)
  'steering-wheel':
    '<path d="M15 18l-3 13h8l-3-13z" fill="#44495A"/>' +
    '<circle cx="16" cy="13" r="10" fill="none" stroke="#2A2D36" stroke-width="3"/>' +
    '<path d="M6.5 14h19M16 14v8" stroke="#2A2D36" stroke-width="2.6" stroke-linecap="round"/>' +
    '<circle cx="16" cy="14" r="2.6" fill="#6C717A"/>',
  // a frisbee, a flat disc seen a little from above: the emoji's blue swoosh read as two water drops at the size of a
  // thing in the hand or in the air (decision 0049)
  'flying-disc':
    '<ellipse cx="16" cy="18" rx="13" ry="6.2" fill="#1F5FBF"/>' +
    '<ellipse cx="16" cy="16.4" rx="13" ry="6" fill="#3D8BFD" stroke="#1F5FBF" stroke-width="0.8"/>' +
    '<ellipse cx="16" cy="16.4" rx="8" ry="3.4" fill="none" stroke="#A8D0FF" stroke-width="1"/>' +
    '<path d="M7 14.5c2-1.6 5-2.4 8-2.5" stroke="#FFFFFF" stroke-opacity="0.7" stroke-width="1" fill="none" stroke-linecap="round"/>',
  // a hole dug in the ground with the earth heaped beside it (digging: decision 0036)
  'dirt-pile':
    '<ellipse cx="12" cy="28" rx="9" ry="2.6" fill="#3A2614"/>' +
    '<path d="M17 29c1-5 4-8 7-8s5.5 3 6.5 8z" fill="#8B5A2B" stroke="#5A3A1E" stroke-width="0.6"/>' +
    '<circle cx="22" cy="25" r="0.7" fill="#5A3A1E"/><circle cx="26" cy="26.5" r="0.6" fill="#5A3A1E"/><circle cx="19.5" cy="27.5" r="0.5" fill="#5A3A1E"/>',
  // toy building blocks stacked into a little tower on the floor, a loose one beside (decision 0036)
  'toy-blocks':
    '<rect x="3" y="24" width="8" height="7" rx="0.6" fill="#E84A4A" stroke="#8E2B2B" stroke-width="0.6"/>' +
    '<rect x="11" y="24" width="8" height="7" rx="0.6" fill="#3D8BFD" stroke="#234F99" stroke-width="0.6"/>' +
    '<rect x="21" y="25" width="7" height="6" rx="0.6" fill="#4CBB5E" stroke="#2B6B36" stroke-width="0.6"/>' +
    '<rect x="6" y="17" width="9" height="7" rx="0.6" fill="#F7D038" stroke="#9A7E12" stroke-width="0.6"/>' +
    '<rect x="7.5" y="10" width="6" height="7" rx="0.6" fill="#FF9A3C" stroke="#A35A17" stroke-width="0.6"/>' +
    '<path d="M7.5 10l3-5 3 5z" fill="#8F5BD6" stroke="#55357F" stroke-width="0.6"/>' +
    '<path d="M5 27.5h4M13 27.5h4M23 28h3" stroke="#FFFFFF" stroke-opacity="0.6" stroke-width="0.8"/>',
  // a chessboard on a low table, seen a little from above, with pieces standing on it
  chessboard:
    '<path d="M2 22h28v2H2z" fill="#8B5A2B"/><path d="M5 24h2v7H5zM25 24h2v7h-2z" fill="#6B4220"/>' +
    '<path d="M4 16h24l2 6H2z" fill="#F4E2C0" stroke="#5A3A1E" stroke-width="0.6"/>' +
    '<path d="M7 16l-1 2h4l1-2zM15 16l-.5 2h4l-.5-2zM23 16l.5 2h4l-1-2zM5 20l-1 2h5l.5-2zM13.5 20l-.3 2h5.2l-.3-2zM22.5 20l.5 2h5l-1-2z" fill="#5A3A1E"/>' +
    '<path d="M8 17h3l-.5-1.2h-2zM8.3 15.8c0-2 .2-3 1.2-3.6-1-.4-1-2 0-2.3 1 .3 1 1.9 0 2.3 1 .6 1.2 1.6 1.2 3.6z" fill="#333333"/>' +
    '<path d="M20 18.5h3.4l-.6-1.2h-2.2zM20.3 17.3c0-2.4.3-3.4 1.4-4-1.2-.6-1-2.6 0-2.6s1.2 2 0 2.6c1.1.6 1.4 1.6 1.4 4z" fill="#FFFFFF" stroke="#555" stroke-width="0.5"/>' +
    '<circle cx="15" cy="16.4" r="1.3" fill="#333333"/><circle cx="25" cy="20" r="1.3" fill="#FFFFFF" stroke="#555" stroke-width="0.5"/>',
  // a basketball hoop: pole, backboard, orange ring and a net
  'basketball-hoop':
    '<path d="M25 8h2v24h-2z" fill="#6C717A"/><path d="M21 9h6v2h-6z" fill="#6C717A"/>' +
    '<rect x="11" y="2" width="12" height="9" rx="0.6" fill="#FFFFFF" stroke="#3B5BAB" stroke-width="0.8"/>' +
    '<rect x="14.5" y="5.5" width="5" height="4" fill="none" stroke="#E84A4A" stroke-width="0.6"/>' +
    '<ellipse cx="15" cy="12" rx="5" ry="1.2" fill="none" stroke="#F08A24" stroke-width="1"/>' +
    '<path d="M10.3 12.2l1.7 6h6l1.7-6M12 18.2l1-6M18 18.2l-1-6M15 12.8v5.4M11 14.5h8M11.6 16.4h6.8" stroke="#F4F4F4" stroke-width="0.45" fill="none"/>',
  // a green blackboard in a wooden frame with chalk writing and a ledge
  blackboard:
    '<rect x="1" y="3" width="30" height="20" rx="0.8" fill="#8B5A2B"/><rect x="2.3" y="4.3" width="27.4" height="17.4" fill="#2F6B4F"/>' +
    '<path d="M5 8h9M5 11.5h14M5 15h7M17 8c1-1.6 3-1.6 4 0s3 1.6 4 0M20 15h6" stroke="#F4F4F4" stroke-width="0.7" stroke-linecap="round" fill="none"/>' +
    '<path d="M1 22.5h30v1.6H1z" fill="#6B4220"/><path d="M4 22h3v.8H4z" fill="#FFFFFF"/><path d="M5 24h1.4v8H5zM25.6 24H27v8h-1.4z" fill="#6B4220"/>',
  // a short stick of white chalk
  chalk:
    '<path d="M10 22l10-10 3 3-10 10z" fill="#FFFFFF" stroke="#9AA0AA" stroke-width="0.8"/><path d="M20 12l3 3 1-1-3-3z" fill="#E6E6E6"/>',
  // a sickle: wooden handle and a curved blade
  sickle:
    '<path d="M6 29l8-9" stroke="#8B5A2B" stroke-width="2.6" stroke-linecap="round"/>' +
    '<path d="M13 20.5C12 12 17 4 27 4c-7 2-11 7-11.5 15.5z" fill="#C8CDD4" stroke="#6C717A" stroke-width="0.8"/>',
  // a big bulging burlap sack tied at the top
  sack:
    '<path d="M9 9c-5 5-7 13-5 18 2 3 22 3 24 0 2-5 0-13-5-18z" fill="#C9A36A" stroke="#7A5A30" stroke-width="0.9"/>' +
    '<path d="M10 9c2-1 10-1 12 0l-1.5-2.5c1-1.5 1-3 0-3.5-1 .8-2.5 1.3-4.5 1.3s-3.5-.5-4.5-1.3c-1 .5-1 2 0 3.5z" fill="#B8925A" stroke="#7A5A30" stroke-width="0.8"/>' +
    '<path d="M9.5 9.2h13" stroke="#7A5A30" stroke-width="1.2"/><path d="M9 18c4 1 10 1 14 0M8 23c5 1 11 1 16 0" stroke="#A98550" stroke-width="0.6" fill="none"/>',
  // a wooden mortar (usu) with white mochi in it
  mortar:
    '<path d="M4 14h24l-3 13H7z" fill="#A0672F" stroke="#5A3A1E" stroke-width="0.8"/><path d="M8 27h16v3H8z" fill="#7A4A22"/>' +
    '<ellipse cx="16" cy="14" rx="12" ry="2.6" fill="#7A4A22"/><ellipse cx="16" cy="13.4" rx="8" ry="2.6" fill="#FFFFFF" stroke="#D8D8D8" stroke-width="0.5"/>' +
    '<path d="M6 19h20" stroke="#8A5528" stroke-width="0.6"/>',
  // a wooden mallet (kine): long handle, big head at the top
  mallet:
    '<path d="M16 30V12" stroke="#C08A4A" stroke-width="2.2" stroke-linecap="round"/>' +
    '<rect x="7" y="3" width="18" height="9" rx="3" fill="#A0672F" stroke="#5A3A1E" stroke-width="0.8"/><path d="M11 3v9M21 3v9" stroke="#8A5528" stroke-width="0.6"/>',
  // a ring of fire: a dark hoop with flames around it, open in the middle
  'fire-ring':
    '<circle cx="16" cy="16" r="12" fill="none" stroke="#5A3A1E" stroke-width="1.4"/>' +
    '<g fill="#FF9A3C" stroke="#E84A4A" stroke-width="0.4">' +
    [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330]
      .map(
        (a) =>
          `<path transform="rotate(${a} 16 16)" d="M14.2 4.6c0-1.8 1-3 1.8-4.4.8 1.4 1.8 2.6 1.8 4.4 0 1-.8 1.6-1.8 1.6s-1.8-.6-1.8-1.6z"/>`,
      )
      .join('') +
    '</g><circle cx="16" cy="16" r="12" fill="none" stroke="#F7D038" stroke-width="0.6"/>',
  // a green watering can with water coming from the spout
  'watering-can':
    '<path d="M6 13h13v12a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2z" fill="#4CBB5E" stroke="#2E7D3A" stroke-width="0.8"/>' +
    '<path d="M19 17l8-6 1.5 1.5-8 7z" fill="#4CBB5E" stroke="#2E7D3A" stroke-width="0.6"/><path d="M6 15c-4 0-4 8 0 8" stroke="#2E7D3A" stroke-width="1.2" fill="none"/>' +
    '<path d="M8 13c0-4 9-4 9 0" stroke="#2E7D3A" stroke-width="1.2" fill="none"/>' +
    '<g fill="#5EB8F0"><circle cx="29" cy="15" r="0.8"/><circle cx="30" cy="18" r="0.8"/><circle cx="28.6" cy="20.5" r="0.8"/><circle cx="30.4" cy="23" r="0.8"/></g>',
  // a jump rope swung in a big loop (drawn around the figure)
  'jump-rope':
    '<ellipse cx="16" cy="15" rx="14.5" ry="15" fill="none" stroke="#E84A4A" stroke-width="0.7"/>' +
    '<rect x="0" y="13" width="2.4" height="5" rx="1" fill="#3D8BFD"/><rect x="29.6" y="13" width="2.4" height="5" rx="1" fill="#3D8BFD"/>',
  // a barbecue grill on legs with meat and corn on it, and a little smoke
  grill:
    '<path d="M3 15h26l-3 6H6z" fill="#333333"/><path d="M8 21l-3 10M24 21l3 10M16 21v10" stroke="#555" stroke-width="1.2"/>' +
    '<path d="M3 15h26" stroke="#9AA0AA" stroke-width="0.8"/><rect x="6" y="12" width="7" height="3" rx="1.4" fill="#A0522D"/>' +
    '<rect x="15" y="12" width="8" height="3" rx="1.4" fill="#F7D038"/><circle cx="26" cy="13.5" r="1.6" fill="#E84A4A"/>' +
    '<path d="M10 10c-1-2 1-3 0-5M19 10c-1-2 1-3 0-5" stroke="#C8CDD4" stroke-width="0.8" fill="none"/>',
  // a wooden cutting board
  'cutting-board':
    '<rect x="2" y="20" width="26" height="6" rx="1.4" fill="#D9A86C" stroke="#8B5A2B" stroke-width="0.8"/><circle cx="25" cy="23" r="1" fill="#8B5A2B"/>',
  // a painter's easel with a picture on it
  easel:
    '<path d="M9 31l6-28M23 31l-6-28M16 24v7" stroke="#8B5A2B" stroke-width="1.4" stroke-linecap="round"/>' +
    '<rect x="6" y="5" width="20" height="15" fill="#FFFFFF" stroke="#6B4220" stroke-width="0.8"/>' +
    '<path d="M6 17l6-6 5 5 3-3 6 6v1H6z" fill="#4CBB5E"/><circle cx="21" cy="9" r="2" fill="#F7D038"/><path d="M5 20h22v1.4H5z" fill="#6B4220"/>',
  // a garden shovel
  shovel:
    '<path d="M16 2v18" stroke="#8B5A2B" stroke-width="1.8"/><path d="M13 2h6" stroke="#8B5A2B" stroke-width="1.8" stroke-linecap="round"/>' +
    '<path d="M11 19h10v6c0 3-2.5 5-5 6-2.5-1-5-3-5-6z" fill="#9AA0AA" stroke="#6C717A" stroke-width="0.8"/>',
  // a hoe: long handle, flat blade at the end
  hoe: '<path d="M5 3l20 24" stroke="#8B5A2B" stroke-width="1.8" stroke-linecap="round"/><path d="M22 24l7-3 1 3-6 4z" fill="#9AA0AA" stroke="#6C717A" stroke-width="0.8"/>',
  // a baseball bat
  'baseball-bat':
    '<path d="M6 27L24 6" stroke="#C08A4A" stroke-width="4.2" stroke-linecap="round"/><path d="M6 27l4-4.6" stroke="#5A3A1E" stroke-width="2.4" stroke-linecap="round"/>',
  // a tennis racket
  racket:
    '<path d="M9 29l6-8" stroke="#333333" stroke-width="2" stroke-linecap="round"/><ellipse cx="20" cy="12" rx="7" ry="9" transform="rotate(35 20 12)" fill="#F4F4F4" fill-opacity="0.5" stroke="#E84A4A" stroke-width="1.6"/>' +
    '<path d="M14 8l11 8M13 12l10 8M17 5l10 8M16 17l5-11M19 19l5-11M13 14l5-11" stroke="#9AA0AA" stroke-width="0.4"/>',
  // a butterfly net
  'butterfly-net':
    '<path d="M6 30l12-14" stroke="#8B5A2B" stroke-width="1.6" stroke-linecap="round"/><circle cx="22" cy="11" r="7" fill="#FFFFFF" fill-opacity="0.45" stroke="#3D8BFD" stroke-width="1.2"/>' +
    '<path d="M17 14c2 6 8 8 11 5M18 8l8 7M20 5l7 9M16 11l8 6" stroke="#B8C8D8" stroke-width="0.4" fill="none"/>',
  // a surfboard seen from the side on a curl of sea water (衝浪: the figure stands on it)
  surfboard:
    '<path d="M0 19c3-2 5 2 8 0s5 2 8 0 5 2 8 0 5 2 8 0v4H0z" fill="#7FC8F0" opacity="0.85"/>' +
    '<path d="M2 17c4-3 22-4 28-1-4 3-24 4-28 1z" fill="#FFD23F" stroke="#B8860B" stroke-width="0.8"/>' +
    '<path d="M6 16.8c6-1.4 15-1.8 21-.9" stroke="#E84A4A" stroke-width="1" fill="none"/>',
  // a sky lantern (天燈): a paper lantern wider at the top, a wish written on it in red, a flame under it, glowing
  'sky-lantern':
    '<circle cx="16" cy="16" r="15" fill="#FFD86B" opacity="0.25"/>' +
    '<path d="M8 4h16l-3 21H11z" fill="#FFE7A0" stroke="#E0A030" stroke-width="0.8"/>' +
    '<path d="M11.5 9h9M12.5 14h7M15 18v4" stroke="#E84A4A" stroke-width="0.9" stroke-linecap="round"/>' +
    '<path d="M11 25h10v1.6H11z" fill="#8B5A2B"/><ellipse cx="16" cy="28.6" rx="1.6" ry="2.2" fill="#FF8A1E"/>',
  // a seesaw: a long yellow plank tilted over a red stand, a handle at each end
  seesaw:
    '<path d="M12.5 31l3.5-9 3.5 9z" fill="#E84A4A" stroke="#9A2A2A" stroke-width="0.6"/>' +
    '<path d="M1.5 17.5l29 8.5" stroke="#F4B43A" stroke-width="2.4" stroke-linecap="round"/>' +
    '<path d="M5 18.5v-4.5h2M27 25v-4.5h-2" stroke="#6C717A" stroke-width="1.2" fill="none" stroke-linecap="round"/>',
  // a wooden paddle, its blade down in the water
  oar:
    '<path d="M7 3l13 20" stroke="#8B5A2B" stroke-width="1.8" stroke-linecap="round"/>' +
    '<path d="M18.5 21c-1.5 3.5-.5 8 3 10 2.5-2 2.5-6.5.5-9.5z" fill="#C98A4A" stroke="#7A5A30" stroke-width="0.7"/>',
  // a baby stroller (嬰兒車, 娃娃車): handle at the back, a hood over the basket, four wheels (decision 0039)
  stroller:
    '<path d="M3 7l7 9" stroke="#44495A" stroke-width="1.6" stroke-linecap="round"/><circle cx="3" cy="7" r="1.4" fill="#2A2D36"/>' +
    '<path d="M8 15h20c0 6-4 10-10 10S8 21 8 15z" fill="#7FB8F0" stroke="#3B6FA8" stroke-width="0.8"/>' +
    '<path d="M8 15c0-7 5-11 11-11v11z" fill="#3D8BFD" stroke="#2A5FA8" stroke-width="0.8"/>' +
    '<path d="M10.5 12.5c1.5-3 4-5 7-5.6" stroke="#FFFFFF" stroke-opacity="0.6" stroke-width="0.7" fill="none"/>' +
    '<circle cx="22" cy="13" r="2.6" fill="#F6C9A0"/><path d="M19.6 12.4c1-2 4-2 4.8 0" fill="#FFFFFF" stroke="#D8D8D8" stroke-width="0.4"/>' +
    '<path d="M12 24l-1 3M24 24l1 3" stroke="#44495A" stroke-width="1"/>' +
    '<circle cx="10.5" cy="28" r="3" fill="#2A2D36"/><circle cx="25.5" cy="28" r="3" fill="#2A2D36"/>' +
    '<circle cx="10.5" cy="28" r="1.1" fill="#9AA0AA"/><circle cx="25.5" cy="28" r="1.1" fill="#9AA0AA"/>',
  // a witch's cauldron: a black pot on a small fire, green brew bubbling over the rim (decision 0039)
  cauldron:
    '<path d="M9 31c-1-3 2-4 2-7 2 2 3 3 3 7zM15 31c-1-3 1-5 1-8 2 3 3 5 3 8zM20 31c0-3 2-4 2-6 2 2 2 4 1 6z" fill="#FF9A3C" stroke="#E84A4A" stroke-width="0.4"/>' +
    '<path d="M3 13h26c1 9-4 14-13 14S2 22 3 13z" fill="#2A2D36"/>' +
    '<path d="M6 16c0 5 3 8 7 9" stroke="#55606F" stroke-width="0.9" fill="none" stroke-linecap="round"/>' +
    '<ellipse cx="16" cy="13" rx="14" ry="2.8" fill="#44495A"/><ellipse cx="16" cy="13" rx="11.5" ry="1.9" fill="#6BD46B"/>' +
    '<circle cx="11" cy="9.5" r="1.8" fill="#8BE68B" stroke="#4CA84C" stroke-width="0.4"/><circle cx="18" cy="7" r="1.3" fill="#8BE68B" stroke="#4CA84C" stroke-width="0.4"/>' +
    '<circle cx="22" cy="10.4" r="1" fill="#8BE68B" stroke="#4CA84C" stroke-width="0.4"/><circle cx="15" cy="3.6" r="0.8" fill="#8BE68B"/>',
  // a washbasin on its pedestal, the tap running (洗手: decision 0039)
  sink:
    '<rect x="13" y="20" width="6" height="11" rx="1" fill="#E6E9EE" stroke="#9AA0AA" stroke-width="0.7"/>' +
    '<path d="M2 13h28c0 6-5 9-14 9S2 19 2 13z" fill="#F4F6F8" stroke="#9AA0AA" stroke-width="0.8"/>' +
    '<ellipse cx="16" cy="13.6" rx="12" ry="1.6" fill="#DCE6EE"/>' +
    '<path d="M12 13V6.5h8v2.6" stroke="#9AA0AA" stroke-width="1.8" fill="none" stroke-linejoin="round"/>' +
    '<path d="M20 10v4" stroke="#5EB8F0" stroke-width="1.4" stroke-linecap="round"/><circle cx="12" cy="5.6" r="1.2" fill="#6C717A"/>',
  // a ninja's throwing star (手裡劍), steel with a hole in the middle (decision 0039)
  shuriken:
    '<path d="M16 1l3.2 11.8L31 16l-11.8 3.2L16 31l-3.2-11.8L1 16l11.8-3.2z" fill="#AEB4BD" stroke="#44495A" stroke-width="0.9" stroke-linejoin="round"/>' +
    '<path d="M16 1l3.2 11.8L16 16zM31 16l-11.8 3.2L16 16zM16 31l-3.2-11.8L16 16zM1 16l11.8-3.2L16 16z" fill="#D8DDE4"/>' +
    '<circle cx="16" cy="16" r="2.4" fill="#2A2D36"/>',
  // a fishing net cast open in the air, weights on its rim (撒網: decision 0039)
  'fishing-net':
    '<path d="M16 2L2 26q14 6 28 0z" fill="#FFFFFF" fill-opacity="0.25" stroke="#8B7A5A" stroke-width="0.9" stroke-linejoin="round"/>' +
    '<path d="M16 2L8 29M16 2v30M16 2l8 27M12 10q4 1.4 8 0M8.6 17q7.4 2 14.8 0M5.2 23q10.8 3 21.6 0" stroke="#8B7A5A" stroke-width="0.5" fill="none"/>' +
    '<g fill="#55606F"><circle cx="2" cy="26" r="1"/><circle cx="8" cy="28.6" r="1"/><circle cx="16" cy="29.8" r="1"/><circle cx="24" cy="28.6" r="1"/><circle cx="30" cy="26" r="1"/></g>',
  // a carrying pole (扁擔) across the shoulder, a bucket of water hanging from each end (挑水: decision 0039)
  'carrying-pole':
    '<path d="M1 8h30" stroke="#C8A050" stroke-width="1.6" stroke-linecap="round"/>' +
    '<path d="M4 8L1.5 19M4 8l2.5 11M28 8l-2.5 11M28 8l2.5 11" stroke="#7A5A30" stroke-width="0.5"/>' +
    '<path d="M0.5 19h7l-0.8 10H1.3zM24.5 19h7l-0.8 10h-5.4z" fill="#A0672F" stroke="#5A3A1E" stroke-width="0.6"/>' +
    '<ellipse cx="4" cy="19.4" rx="3.2" ry="0.8" fill="#5EB8F0"/><ellipse cx="28" cy="19.4" rx="3.2" ry="0.8" fill="#5EB8F0"/>' +
    '<path d="M1 23.5h6M25 23.5h6" stroke="#5A3A1E" stroke-width="0.5"/>',
  // a glass knocked over on its side, what was in it spilled in a puddle (打翻: decision 0039)
  spill:
    '<path d="M3 28c1-3 6-3 10-3.4s12 .2 15 2.4c1 1.6-4 2.6-12 2.6S2 30 3 28z" fill="#FFFFFF" stroke="#C9D6E2" stroke-width="0.7"/>' +
    '<path d="M5 22l11-6 3.4 6.2-11 6z" fill="#DDEFFB" fill-opacity="0.85" stroke="#8FB0CC" stroke-width="0.8" stroke-linejoin="round"/>' +
    '<path d="M8.4 28.2l-3-5.8 3.8-2 3 5.6z" fill="#FFFFFF"/>' +
    '<g fill="#FFFFFF" stroke="#C9D6E2" stroke-width="0.4"><circle cx="22" cy="22" r="1"/><circle cx="25" cy="24" r="0.8"/></g>',
  // a jug tipped over a glass, water pouring into it (倒水: decision 0039)
  'pouring-jug':
    '<path d="M4 6l9-3 4 9-8 4z" fill="#8FD0F5" stroke="#3B8BC2" stroke-width="0.8" stroke-linejoin="round"/>' +
    '<path d="M17 12l3 1.6-1.6 1.4z" fill="#8FD0F5" stroke="#3B8BC2" stroke-width="0.6"/><path d="M4 6c-3 2-2 6 1 6" stroke="#3B8BC2" stroke-width="1" fill="none"/>' +
    '<path d="M19.6 15c.6 4 .6 7 .4 10" stroke="#5EB8F0" stroke-width="1.3" fill="none" stroke-linecap="round"/>' +
    '<path d="M15 20h10l-1.2 11h-7.6z" fill="#EAF6FD" fill-opacity="0.9" stroke="#8FB0CC" stroke-width="0.8"/>' +
    '<path d="M15.6 25h8.8l-.6 6h-7.6z" fill="#5EB8F0" fill-opacity="0.7"/>',
};
