/**
 * Our own drawings of the things an action is done with or to where the emoji set has none (decision 0059): a
 * snowball, a shuttlecock kicked (毽子), a drumstick, a sheet of paper, a handful of grain. Same 32×32 grid and flat
 * Fluent-like palette as things/art.ts.
 */
export const DOING_ART: Record<string, string> = {
  // a snowball: a white ball with a blue shade and a few lumps
  snowball:
    '<circle cx="16" cy="16" r="11" fill="#FFFFFF" stroke="#9FC3E6" stroke-width="1.2"/>' +
    '<path d="M8 20c3 4 11 5 16 0" stroke="#CFE3F6" stroke-width="3" fill="none" stroke-linecap="round"/>' +
    '<circle cx="12" cy="12" r="1.4" fill="#E3EEF9"/><circle cx="19" cy="10" r="1" fill="#E3EEF9"/>',
  // a shuttlecock kicked with the foot (毽子): a round weighted base with bright feathers standing up
  shuttlecock:
    '<path d="M16 20l-8-14M16 20l-3-16M16 20l3-16M16 20l8-14" stroke="#D94A8C" stroke-width="3.2" stroke-linecap="round"/>' +
    '<path d="M16 20l-8-14M16 20l3-16" stroke="#F7D038" stroke-width="1.4" stroke-linecap="round"/>' +
    '<path d="M16 20l-3-16M16 20l8-14" stroke="#3D8BFD" stroke-width="1.4" stroke-linecap="round"/>' +
    '<ellipse cx="16" cy="23" rx="6" ry="4" fill="#E84A4A" stroke="#8E2B2B" stroke-width="0.8"/>' +
    '<ellipse cx="16" cy="21.6" rx="4" ry="1.4" fill="#F7A1A1"/>',
  // a drumstick, held at the top left end, its round tip down to the right (on the drum in front)
  drumstick:
    '<path d="M4 5l21 20" stroke="#C98B4A" stroke-width="2.6" stroke-linecap="round"/>' +
    '<path d="M4 5l21 20" stroke="#8B5A2B" stroke-width="0.6" stroke-linecap="round" stroke-opacity="0.6"/>' +
    '<circle cx="26" cy="26" r="3.2" fill="#F4E2C0" stroke="#8B5A2B" stroke-width="0.8"/>',
  // a sheet of paper being worked on, one corner folded
  paper:
    '<path d="M7 5h13l5 5v17H7z" fill="#FFFFFF" stroke="#7A8494" stroke-width="1"/>' +
    '<path d="M20 5v5h5" fill="#E3E7EE" stroke="#7A8494" stroke-width="0.8"/>' +
    '<path d="M10 15h12M10 19h12M10 23h8" stroke="#9FC3E6" stroke-width="1" stroke-dasharray="2 1.4"/>',
  // a handful of grain or feed, a little heap in the open hand with grains flying off
  grain:
    '<path d="M6 22c2 5 18 5 20 0z" fill="#E8B04A" stroke="#A3701E" stroke-width="0.8"/>' +
    '<g fill="#F2C562" stroke="#A3701E" stroke-width="0.4"><ellipse cx="10" cy="20" rx="1.6" ry="1"/><ellipse cx="14" cy="19" rx="1.6" ry="1"/><ellipse cx="18" cy="19.4" rx="1.6" ry="1"/><ellipse cx="22" cy="20.2" rx="1.6" ry="1"/><ellipse cx="16" cy="17.6" rx="1.6" ry="1"/><ellipse cx="24" cy="14" rx="1.2" ry="0.8"/><ellipse cx="27" cy="17" rx="1.2" ry="0.8"/><ellipse cx="21" cy="12" rx="1.2" ry="0.8"/></g>',
};
