/**
 * Counts, relations, held things, clothes colours and patterns, extra figures and lookalike animals — the HELD-BACK
 * part (issue O / 20, decision 0038): written from scratch together with round-relations.ts and committed before any
 * change; never tuned on. Judged by eye before and after on
 * `node --import tsx bench/ai-contact-sheet.ts --relations-held`. Same format as held-back.ts.
 */
export const HELD_BACK_RELATIONS = `
四隻小貓|籃子裡|睡覺|living-room|cat*4,basket
小松鼠|樹上|抱著松果|forest|chipmunk
穿綠色上衣黃色裙子的媽媽|菜市場|買菜|wet-market|woman-light
哥哥|房間|坐在書桌前面寫功課|bedroom|boy-light
小老鼠|床底下|偷吃餅乾|bedroom|mouse,cookie
一群小魚|海底|游來游去|underwater|tropical-fish
穿黑白條紋衣服的弟弟|動物園|看斑馬|zoo|boy-light,zebra
三個小朋友|沙灘上|堆沙堡|beach|child-light*3
老虎|山洞裡|睡覺|cave|tiger
阿嬤|客廳|手裡拿著扇子|living-room|old-woman-light
小羊|小河旁邊|喝水|river|ewe
姊姊們|操場|跳繩|sports-field|girl-light
`;
