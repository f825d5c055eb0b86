/**
 * Everyday things children name that the emoji library lacks (decision 0051): street furniture (a park bench, a
 * street lamp, a power pole with its wires, a fire hydrant, a fence), things at home (a pillow, a towel, an electric
 * fan, the rice cooker, a fridge, a washing machine, a desk lamp, an air conditioner, a water bottle), at school (an
 * eraser, a pencil case), clothes (an apron), night-market food (cotton candy, a grilled sausage on a stick, wheel
 * cakes, sweet-potato balls) (the frisbee is drawn in act-art.ts, decision 0049).
 * Same 32×32 grid and flat style as things/art.ts: a few shapes, a darker outline colour, no filters.
 */
export const EVERYDAY_ART: Record<string, string> = {
  // a park bench: wooden slats on a dark iron frame, a back rest
  'park-bench':
    '<g stroke="#3E4A52" stroke-width="1.4" stroke-linecap="round"><path d="M5 19v10M27 19v10M7 12v8M25 12v8"/></g>' +
    '<g fill="#C98A4B" stroke="#8A5A2B" stroke-width="0.6"><rect x="2" y="9" width="28" height="2.6" rx="1"/>' +
    '<rect x="2" y="13" width="28" height="2.6" rx="1"/><rect x="1" y="18" width="30" height="3" rx="1"/></g>',
  // a street lamp: a tall dark-green pole, a curved arm, a glowing lamp
  'street-lamp':
    '<path d="M13 31V6c0-3 2-4 5-4h4" stroke="#2F4F4F" stroke-width="1.6" fill="none" stroke-linecap="round"/>' +
    '<rect x="10.5" y="28.5" width="5" height="2.5" rx="1" fill="#2F4F4F"/>' +
    '<path d="M19 3h7l2 3H17z" fill="#2F4F4F"/><ellipse cx="22.5" cy="7.2" rx="4" ry="1.6" fill="#FFE27A" stroke="#E0B23A" stroke-width="0.5"/>' +
    '<path d="M19 9l-2 4M22.5 9.5v4.5M26 9l2 4" stroke="#FFE27A" stroke-width="0.8" stroke-linecap="round" opacity="0.8"/>',
  // a power pole with cross arms and wires sagging off both sides
  'utility-pole':
    '<path d="M16 31V2" stroke="#7A5A3A" stroke-width="1.8"/>' +
    '<path d="M10 5h12M11 9h10" stroke="#5A4030" stroke-width="1.2"/>' +
    '<g fill="#DDE3E8"><circle cx="11" cy="4.3" r="0.8"/><circle cx="21" cy="4.3" r="0.8"/><circle cx="12" cy="8.3" r="0.8"/><circle cx="20" cy="8.3" r="0.8"/></g>' +
    '<g stroke="#222" stroke-width="0.55" fill="none"><path d="M-4 7c5 3 10 3 15-2.6M21 4.4c5 5 10 5 15 2"/><path d="M-4 11c6 2 11 2 16-2.6M20 8.4c5 4 10 4 16 3"/></g>',
  // a red fire hydrant, Taiwan's short kind with a cap and two outlets
  'fire-hydrant':
    '<path d="M11 12h10v16H11z" fill="#E23B3B" stroke="#A52222" stroke-width="0.6"/>' +
    '<path d="M10 12c0-4 2.5-6 6-6s6 2 6 6z" fill="#E23B3B" stroke="#A52222" stroke-width="0.6"/>' +
    '<rect x="14.6" y="3.6" width="2.8" height="3" rx="0.8" fill="#A52222"/>' +
    '<rect x="6.5" y="16" width="4.6" height="4" rx="1" fill="#C92E2E" stroke="#A52222" stroke-width="0.5"/>' +
    '<rect x="20.9" y="16" width="4.6" height="4" rx="1" fill="#C92E2E" stroke="#A52222" stroke-width="0.5"/>' +
    '<rect x="9" y="27" width="14" height="3" rx="1" fill="#8C1C1C"/><path d="M11 13h10" stroke="#F7F7F7" stroke-width="1.2"/>',
  // a wooden picket fence
  fence:
    '<g fill="#E8C995" stroke="#A97C45" stroke-width="0.6"><path d="M2 10l2-3 2 3v20H2zM10 10l2-3 2 3v20h-4zM18 10l2-3 2 3v20h-4zM26 10l2-3 2 3v20h-4z"/>' +
    '<rect x="0" y="14" width="32" height="2.6"/><rect x="0" y="23" width="32" height="2.6"/></g>',
  // a fluffy white pillow
  pillow:
    '<path d="M3 12c0-3 2-4 4-3 6 1.4 12 1.4 18 0 2-1 4 0 4 3v8c0 3-2 4-4 3-6-1.4-12-1.4-18 0-2 1-4 0-4-3z" fill="#F5F7FF" stroke="#9AA7C7" stroke-width="0.8"/>' +
    '<path d="M8 14c5 1 11 1 16 0" stroke="#C9D3EA" stroke-width="0.8" fill="none"/>',
  // a towel: striped, folded over a bar
  towel:
    '<path d="M6 5h20v22H6z" fill="#5BB8E8" stroke="#2F83B3" stroke-width="0.7"/>' +
    '<path d="M6 20h20M6 23h20" stroke="#FFFFFF" stroke-width="1.2"/><path d="M4 5h24" stroke="#8A8F96" stroke-width="1.6" stroke-linecap="round"/>' +
    '<path d="M7 27v2M10 27v2M13 27v2M16 27v2M19 27v2M22 27v2M25 27v2" stroke="#2F83B3" stroke-width="0.6"/>',
  // an electric fan on its stand: a round guard with blades
  'electric-fan':
    '<path d="M16 19v9" stroke="#8A9AA8" stroke-width="2"/><ellipse cx="16" cy="29" rx="7" ry="2" fill="#7C8C9A"/>' +
    '<circle cx="16" cy="11" r="9" fill="#E6F2FA" stroke="#5A7A90" stroke-width="1"/>' +
    '<g fill="#6EC1E4"><path d="M16 11c-1-5 1-7 3-7s1 5-3 7zM16 11c5-1 7 1 7 3s-5 1-7-3zM16 11c1 5-1 7-3 7s-1-5 3-7zM16 11c-5 1-7-1-7-3s5-1 7 3z"/></g>' +
    '<circle cx="16" cy="11" r="1.6" fill="#5A7A90"/><path d="M7.5 11h17M16 2.5v17" stroke="#5A7A90" stroke-width="0.3" opacity="0.6"/>',
  // Taiwan's rice cooker (大同電鍋): a round green-blue pot with a domed lid, side handles and a red switch
  'rice-cooker':
    '<path d="M6 14h20v11c0 3-2 4-4 4H10c-2 0-4-1-4-4z" fill="#3FA99B" stroke="#23746A" stroke-width="0.7"/>' +
    '<path d="M5 14c0-4 5-6 11-6s11 2 11 6z" fill="#E9EEF0" stroke="#8D9AA0" stroke-width="0.7"/>' +
    '<rect x="14" y="5.6" width="4" height="2.6" rx="1" fill="#3A3A3A"/>' +
    '<path d="M6 17H3.4M26 17h2.6" stroke="#3A3A3A" stroke-width="1.6" stroke-linecap="round"/>' +
    '<rect x="14" y="21" width="4" height="3" rx="0.8" fill="#E23B3B"/><path d="M6 15.5h20" stroke="#E9EEF0" stroke-width="1"/>',
  // a fridge: tall, two doors, handles, a magnet
  refrigerator:
    '<rect x="8" y="1" width="16" height="30" rx="2" fill="#EEF3F7" stroke="#8FA2B2" stroke-width="0.9"/>' +
    '<path d="M8 11h16" stroke="#8FA2B2" stroke-width="0.9"/><path d="M21 5v4M21 14v6" stroke="#6B7F90" stroke-width="1.2" stroke-linecap="round"/>' +
    '<circle cx="12" cy="5" r="1" fill="#E84A4A"/><circle cx="14.5" cy="16" r="1" fill="#F6C64A"/>',
  // a front-loading washing machine with a round door
  'washing-machine':
    '<rect x="5" y="4" width="22" height="26" rx="2" fill="#F4F6F8" stroke="#8FA2B2" stroke-width="0.9"/>' +
    '<path d="M5 9h22" stroke="#8FA2B2" stroke-width="0.7"/><circle cx="9" cy="6.5" r="1" fill="#5BB8E8"/><rect x="18" y="5.8" width="6" height="1.6" rx="0.8" fill="#B8C4CE"/>' +
    '<circle cx="16" cy="19" r="7" fill="#9FD3F0" stroke="#6B7F90" stroke-width="1.4"/><path d="M10 21c3-2 8 2 12-1" stroke="#FFFFFF" stroke-width="1" fill="none"/>',
  // a desk lamp: a weighted base, a jointed arm, a shade with light below
  'desk-lamp':
    '<ellipse cx="11" cy="29" rx="6" ry="1.8" fill="#3D6FB6"/><path d="M11 28L8 17l9-8" stroke="#3D6FB6" stroke-width="1.6" fill="none" stroke-linejoin="round"/>' +
    '<path d="M14 5l9 6-4 4-8-7z" fill="#3D6FB6" stroke="#27508A" stroke-width="0.5"/>' +
    '<path d="M19 15l5 10h6l-7-14z" fill="#FFE27A" opacity="0.6"/>',
  // an air conditioner on the wall: a white box with its vent and a breath of cold air
  'air-conditioner':
    '<rect x="2" y="8" width="28" height="11" rx="2.5" fill="#F6F8FA" stroke="#8FA2B2" stroke-width="0.9"/>' +
    '<path d="M5 16h22" stroke="#B8C4CE" stroke-width="1.4"/><circle cx="26" cy="11.5" r="0.9" fill="#4CC06A"/>' +
    '<path d="M8 21c1 2-1 3 0 5M16 21c1 2-1 3 0 5M24 21c1 2-1 3 0 5" stroke="#8FD0F5" stroke-width="1" fill="none" stroke-linecap="round"/>',
  // a child's water bottle with a strap
  'water-bottle':
    '<rect x="10" y="8" width="12" height="22" rx="4" fill="#6EC1E4" stroke="#2F83B3" stroke-width="0.8"/>' +
    '<rect x="11.5" y="3" width="9" height="5.5" rx="1.5" fill="#F2994A" stroke="#C46F28" stroke-width="0.6"/>' +
    '<path d="M10 12c-6 2-6 10 0 12" stroke="#F2994A" stroke-width="1.2" fill="none"/><path d="M13 14h6" stroke="#FFFFFF" stroke-width="1.2" opacity="0.7"/>',
  // an eraser: white block in a blue paper sleeve, one corner rubbed round
  eraser:
    '<g transform="rotate(-18 16 16)"><rect x="4" y="11" width="24" height="10" rx="2" fill="#FAFAFA" stroke="#9AA3AD" stroke-width="0.8"/>' +
    '<rect x="12" y="10.4" width="13" height="11.2" fill="#3D7BD9" stroke="#27508A" stroke-width="0.6"/>' +
    '<path d="M14 14h9M14 17h6" stroke="#FFFFFF" stroke-width="0.9"/></g>',
  // a pencil case: a zipped pouch with a pencil peeking out
  'pencil-case':
    '<path d="M23 9l6-6 1.6 1.6-6 6z" fill="#F6C64A" stroke="#C8922A" stroke-width="0.5"/>' +
    '<rect x="2" y="11" width="28" height="14" rx="5" fill="#E86A9A" stroke="#B0406C" stroke-width="0.8"/>' +
    '<path d="M5 14.5h22" stroke="#7A2A4A" stroke-width="0.9" stroke-dasharray="1 0.6"/><rect x="24" y="12.8" width="3" height="3.4" rx="0.6" fill="#C8C8C8"/>' +
    '<circle cx="10" cy="20" r="1.4" fill="#FFFFFF" opacity="0.8"/>',
  // an apron: a bib with a neck loop, ties at the waist and a pocket
  apron:
    '<path d="M12 4c0-2 8-2 8 0" stroke="#C0392B" stroke-width="1" fill="none"/>' +
    '<path d="M11 4h10v7c4 1 6 3 6 6v11c0 1-1 2-2 2H7c-1 0-2-1-2-2V17c0-3 2-5 6-6z" fill="#F4A3A3" stroke="#C0392B" stroke-width="0.7"/>' +
    '<path d="M4 12l7-1M28 12l-7-1" stroke="#C0392B" stroke-width="1" stroke-linecap="round"/>' +
    '<rect x="11" y="19" width="10" height="6" rx="1.2" fill="#FFFFFF" stroke="#C0392B" stroke-width="0.6"/>',
  // cotton candy: a pink cloud on a stick
  'cotton-candy':
    '<path d="M16 18l-1.4 13" stroke="#D9B27C" stroke-width="1.2" stroke-linecap="round"/>' +
    '<g fill="#F9B8D6" stroke="#E07AAE" stroke-width="0.5"><circle cx="11" cy="10" r="6"/><circle cx="20" cy="8" r="6.4"/><circle cx="16" cy="14" r="6"/><circle cx="22" cy="14" r="4.6"/><circle cx="9.6" cy="15" r="4"/></g>' +
    '<path d="M13 8c2-1 4-1 5 0" stroke="#FFFFFF" stroke-width="0.8" fill="none" opacity="0.8"/>',
  // a grilled Taiwanese sausage on a stick, glazed, with grill marks
  'sausage-stick':
    '<path d="M16 20v11" stroke="#D9B27C" stroke-width="1.2" stroke-linecap="round"/>' +
    '<rect x="11" y="2" width="10" height="20" rx="5" fill="#C0392B" stroke="#7E1F17" stroke-width="0.7"/>' +
    '<path d="M12 8l8-2M12 12l8-2M12 16l8-2" stroke="#6A1A12" stroke-width="0.9" stroke-linecap="round"/>' +
    '<path d="M13.4 5c0 4 0 9 .4 13" stroke="#F08A7A" stroke-width="0.9" fill="none" opacity="0.7"/>',
  // wheel cakes (車輪餅, 紅豆餅): two golden round cakes, one cut open on red-bean filling
  'wheel-cake':
    '<ellipse cx="11" cy="19" rx="9" ry="8" fill="#E8A64A" stroke="#B0742A" stroke-width="0.7"/><ellipse cx="11" cy="19" rx="6" ry="5" fill="#F3C06C"/>' +
    '<path d="M17 24a9 8 0 0 1 9-15 9 8 0 0 1 4 8z" fill="#E8A64A" stroke="#B0742A" stroke-width="0.7"/>' +
    '<path d="M17.6 22.6c3 0 7-3 11.4-6" stroke="#7E2B2B" stroke-width="3" fill="none" stroke-linecap="round"/>',
  // sweet-potato balls (地瓜球): golden puffed balls in a paper bag
  'sweet-potato-balls':
    '<path d="M6 14h20l-3 17H9z" fill="#F5EAD0" stroke="#B9A37A" stroke-width="0.7"/>' +
    '<g fill="#F2A93B" stroke="#C47A1E" stroke-width="0.5"><circle cx="10" cy="12" r="3.4"/><circle cx="16" cy="10" r="3.6"/><circle cx="22" cy="12" r="3.4"/><circle cx="13" cy="6" r="3.2"/><circle cx="19.4" cy="5.6" r="3.2"/></g>' +
    '<g fill="#FFE3A8"><circle cx="9" cy="11" r="0.9"/><circle cx="15" cy="9" r="0.9"/><circle cx="21" cy="11" r="0.9"/><circle cx="12" cy="5" r="0.9"/></g>' +
    '<path d="M12 18l1 10M16 18v10M20 18l-1 10" stroke="#E84A4A" stroke-width="0.8"/>',
  // a spinning top (陀螺): a red-and-yellow wooden top on its point, a string wound round, motion lines
  'spinning-top':
    '<path d="M6 12c0-4 5-6 10-6s10 2 10 6l-9 16c-.5 1-1.5 1-2 0z" fill="#E84A4A" stroke="#A52222" stroke-width="0.7"/>' +
    '<path d="M7 13c5 2 13 2 18 0M9 17c4 1.6 10 1.6 14 0" stroke="#F6C64A" stroke-width="1.4" fill="none"/>' +
    '<rect x="14.6" y="2" width="2.8" height="5" rx="1" fill="#8A5A2B"/>' +
    '<path d="M2 24c2 1 4 1 6 0M24 24c2 1 4 1 6 0" stroke="#9AA3AD" stroke-width="0.8" fill="none" stroke-linecap="round"/>',
  // a vase with flowers
  vase:
    '<path d="M11 16h10c0 4 3 6 3 10 0 3-2 4-4 4h-8c-2 0-4-1-4-4 0-4 3-6 3-10z" fill="#5BB8E8" stroke="#2F83B3" stroke-width="0.7"/>' +
    '<path d="M12 16l-3-8M16 16V5M20 16l3-8" stroke="#4CA65A" stroke-width="1"/>' +
    '<circle cx="9" cy="7.4" r="2.4" fill="#F26B8A"/><circle cx="16" cy="4.4" r="2.6" fill="#F6C64A"/><circle cx="23" cy="7.4" r="2.4" fill="#E84A4A"/>' +
    '<path d="M10.5 22c3 1 8 1 11 0" stroke="#FFFFFF" stroke-width="0.9" fill="none" opacity="0.7"/>',
  // a wooden cabinet with two doors and knobs
  cabinet:
    '<rect x="5" y="3" width="22" height="26" rx="1.4" fill="#C98A4B" stroke="#8A5A2B" stroke-width="0.8"/>' +
    '<path d="M16 4v24M6 16h20" stroke="#8A5A2B" stroke-width="0.7"/>' +
    '<g fill="#F6C64A"><circle cx="14" cy="10" r="0.9"/><circle cx="18" cy="10" r="0.9"/><circle cx="14" cy="22" r="0.9"/><circle cx="18" cy="22" r="0.9"/></g>' +
    '<path d="M7 29v2M25 29v2" stroke="#6B4420" stroke-width="1.4"/>',
  // a mop: a long handle and a spread of grey strings at the bottom
  mop:
    '<path d="M22 1L15 22" stroke="#3D7BD9" stroke-width="1.4" stroke-linecap="round"/>' +
    '<path d="M9 22h12l2 8H7z" fill="#DDE3E8" stroke="#9AA3AD" stroke-width="0.6"/>' +
    '<path d="M9 24l-1 6M12 24l-.5 6M15 24v6M18 24l.5 6M21 24l1 6" stroke="#9AA3AD" stroke-width="0.7"/>',
  // a hula hoop: a big striped ring
  'hula-hoop':
    '<ellipse cx="16" cy="16" rx="14" ry="12" fill="none" stroke="#F26B8A" stroke-width="2.6"/>' +
    '<ellipse cx="16" cy="16" rx="14" ry="12" fill="none" stroke="#F6C64A" stroke-width="2.6" stroke-dasharray="3 4"/>',
  // a pavilion (涼亭): a red tiled roof with upturned eaves on four posts, a bench inside
  pavilion:
    '<path d="M2 11c4 0 7-3 9-7h10c2 4 5 7 9 7z" fill="#C0392B" stroke="#7E1F17" stroke-width="0.7"/>' +
    '<path d="M2 11l-1-2M30 11l1-2" stroke="#7E1F17" stroke-width="1"/><rect x="4" y="11" width="24" height="2" fill="#8A5A2B"/>' +
    '<path d="M6 13v17M26 13v17M12 13v17M20 13v17" stroke="#A0522D" stroke-width="1.4"/>' +
    '<rect x="10" y="22" width="12" height="1.8" fill="#C98A4B"/><path d="M14.5 4l1.5-2 1.5 2" fill="#F6C64A"/>',
  // a road sign: a blue sign with a white arrow on a grey pole
  'road-sign':
    '<path d="M16 14v17" stroke="#8A9AA8" stroke-width="1.6"/><rect x="6" y="3" width="20" height="11" rx="1.6" fill="#2E6FD8" stroke="#1B4C9A" stroke-width="0.6"/>' +
    '<path d="M9 8.5h11M17 5.5l4 3-4 3" stroke="#FFFFFF" stroke-width="1.4" fill="none" stroke-linejoin="round"/>',
  // a hair dryer blowing warm air
  'hair-dryer':
    '<path d="M4 9c0-3 2-5 5-5h10v10H9c-3 0-5-2-5-5z" fill="#F26B8A" stroke="#B0406C" stroke-width="0.7"/>' +
    '<rect x="10" y="13" width="5" height="13" rx="2" fill="#F26B8A" stroke="#B0406C" stroke-width="0.7"/><circle cx="9" cy="9" r="2.4" fill="#FFFFFF" opacity="0.6"/>' +
    '<path d="M21 6c2 1 4-1 6 0M21 9c2 1 4-1 6 0M21 12c2 1 4-1 6 0" stroke="#F6A04A" stroke-width="0.9" fill="none"/>',
  // a TV remote: a dark bar with coloured buttons
  'remote-control':
    '<rect x="11" y="3" width="10" height="26" rx="3" fill="#3A3F46" stroke="#1F2227" stroke-width="0.6"/>' +
    '<circle cx="16" cy="7" r="1.5" fill="#E84A4A"/><g fill="#C9D0D8"><circle cx="14" cy="12" r="1"/><circle cx="18" cy="12" r="1"/><circle cx="14" cy="15.5" r="1"/><circle cx="18" cy="15.5" r="1"/><circle cx="14" cy="19" r="1"/><circle cx="18" cy="19" r="1"/></g>' +
    '<rect x="13" y="23" width="6" height="2" rx="1" fill="#4CC06A"/>',
  // pig's blood cake (豬血糕): a dark rice block on a stick, rolled in peanut powder, coriander on top
  'rice-blood-cake':
    '<path d="M16 22v9" stroke="#D9B27C" stroke-width="1.2" stroke-linecap="round"/>' +
    '<rect x="9" y="4" width="14" height="19" rx="2" fill="#4A2C2A" stroke="#2A1816" stroke-width="0.6"/>' +
    '<path d="M9 9h14v14H9z" fill="#D9B27C" opacity="0.85"/><g fill="#C69A5C"><circle cx="12" cy="13" r="0.6"/><circle cx="18" cy="16" r="0.6"/><circle cx="14" cy="19" r="0.6"/><circle cx="20" cy="11" r="0.6"/></g>' +
    '<path d="M12 8l2-3M15 8l1-3.4M18 8l2-3" stroke="#4CA65A" stroke-width="1" stroke-linecap="round"/>',
  // glass marbles with coloured swirls
  marbles:
    '<g stroke="#6B7F90" stroke-width="0.5"><circle cx="9" cy="22" r="6" fill="#BFE6F7"/><circle cx="21" cy="23" r="5.4" fill="#CDEFD4"/><circle cx="16" cy="12" r="5.4" fill="#F9D5E5"/></g>' +
    '<path d="M6 21c2-2 4 2 6-1M18 23c2-2 4 2 6-1M13 12c2-2 4 2 6-1" stroke="#2E86DE" stroke-width="1.2" fill="none"/>' +
    '<g fill="#FFFFFF"><circle cx="7" cy="19.6" r="1.2"/><circle cx="19.4" cy="21" r="1.1"/><circle cx="14.2" cy="10" r="1.1"/></g>',
  // an oyster omelette (蚵仔煎) on a plate: a golden omelette, oysters, greens and the red-pink sauce
  'oyster-omelette':
    '<ellipse cx="16" cy="20" rx="15" ry="7" fill="#F4F6F8" stroke="#B8C4CE" stroke-width="0.7"/>' +
    '<ellipse cx="16" cy="18.6" rx="11" ry="5" fill="#F2C94C" stroke="#D9A72A" stroke-width="0.5"/>' +
    '<g fill="#D8D2C4" stroke="#9A9080" stroke-width="0.4"><ellipse cx="11" cy="18" rx="2" ry="1.3"/><ellipse cx="19" cy="17" rx="2" ry="1.3"/><ellipse cx="15" cy="20.6" rx="2" ry="1.3"/></g>' +
    '<path d="M8 16c3 3 6 1 8 3s6 0 8-2" stroke="#E8506A" stroke-width="1.4" fill="none" stroke-linecap="round"/>' +
    '<path d="M13 15l1.6 1M21 19l1.4-1M9 20l1.6-.4" stroke="#3E9E4A" stroke-width="1.2" stroke-linecap="round"/>',
};
